import { StaticImage } from '@/components/ui/static-image';

// Spec 02 §9: cart photos are 70 px, 50 on phones.
const BOX =
  'size-[50px] shrink-0 overflow-hidden rounded-md bg-gray-100 sm:size-[70px] dark:bg-gray-800';

/** A cart line's photo (SVGs, which the image optimiser does not take, as they are). */
export function CartPhoto({ src }: { src: string | null }) {
  return (
    <div className={BOX}>
      {src ? (
        <StaticImage
          src={src}
          alt=""
          width={70}
          height={70}
          sizes="70px"
          className="size-full object-cover"
        />
      ) : null}
    </div>
  );
}
