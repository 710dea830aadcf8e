import { StaticImage } from '@/components/ui/static-image';

/** A franchise's 60x60 photo (spec 03 §9 thumbnails), or its initial where it has none. */
export function FranchisePhoto({ name, photo }: { name: string; photo: string | null }) {
  return photo ? (
    <StaticImage
      src={photo}
      alt=""
      width={60}
      height={60}
      className="size-15 shrink-0 rounded-md bg-white object-contain"
    />
  ) : (
    <span
      aria-hidden="true"
      className="flex size-15 shrink-0 items-center justify-center rounded-full bg-gray-200 text-xl font-semibold text-gray-800 dark:bg-gray-700 dark:text-gray-100"
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
