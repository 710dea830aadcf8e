import Link from '@/components/ui/link';

/** The `h2` of a home section, linking to the full list it previews. */
export function SectionHeading({ id, title, href }: { id: string; title: string; href: string }) {
  return (
    <h2 id={id} className="mb-4 text-xl font-semibold">
      <Link
        href={href}
        className="focus-visible:outline-shop-1 inline-flex items-center gap-1 rounded hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {title}
        <span aria-hidden="true" className="text-gray-500 dark:text-gray-400">
          ›
        </span>
      </Link>
    </h2>
  );
}
