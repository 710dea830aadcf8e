import Image from 'next/image';

// Spec 02 §9: cart photos are 70 px, 50 on phones.
const BOX =
  'size-[50px] shrink-0 overflow-hidden rounded-md bg-gray-100 sm:size-[70px] dark:bg-gray-800';

/** A cart line's photo; SVGs (which the image optimiser does not take) as a plain `<img>`. */
export function CartPhoto({ src }: { src: string | null }) {
  return (
    <div className={BOX}>
      {src?.endsWith('.svg') ? (
        // eslint-disable-next-line @next/next/no-img-element -- SVG needs no optimiser
        <img
          src={src}
          alt=""
          width={70}
          height={70}
          loading="lazy"
          className="size-full object-cover"
        />
      ) : src ? (
        <Image
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
