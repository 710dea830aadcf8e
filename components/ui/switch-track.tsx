import { cn } from './class-names';

const SIZES = {
  md: { track: 'h-6 w-11', thumb: 'h-[18px] w-[18px]', on: 'translate-x-5' },
  sm: { track: 'h-5 w-9', thumb: 'size-3.5', on: 'translate-x-4' },
} as const;

/**
 * The look of a switch: a track and its thumb, drawn inside the control that is the switch (a
 * `<button role="switch" aria-checked>`, which carries the name and the state). Decorative, so
 * hidden from assistive technology. No client code.
 */
export function SwitchTrack({ on, size = 'md' }: { on: boolean; size?: keyof typeof SIZES }) {
  const look = SIZES[size];
  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative inline-block shrink-0 rounded-full border transition-colors',
        look.track,
        on
          ? 'border-emerald-700 bg-emerald-700 dark:border-emerald-500 dark:bg-emerald-600'
          : 'border-gray-400 bg-gray-200 dark:border-gray-600 dark:bg-gray-700',
      )}
    >
      <span
        className={cn(
          'absolute top-0.5 left-0.5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none',
          look.thumb,
          on && look.on,
        )}
      />
    </span>
  );
}
