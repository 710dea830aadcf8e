import { BellIcon } from './bell-icon';

/** Holds the bell's place (same size, no count) while its island and words load. */
export function BellPlaceholder() {
  return (
    <span aria-hidden="true" className="relative inline-flex size-9 items-center justify-center">
      <BellIcon />
    </span>
  );
}
