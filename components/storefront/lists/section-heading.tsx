import Link from '@/components/ui/link';

/**
 * The `h2` of a home section, linking to the full list it previews. Its classes are component
 * classes of app/globals.css (`section-title`, `section-link`, `section-arrow`): five a home, in
 * its HTML and its flight data (issue 23).
 */
export function SectionHeading({ id, title, href }: { id: string; title: string; href: string }) {
  return (
    <h2 id={id} className="section-title">
      <Link href={href} className="section-link">
        {title}
        <span aria-hidden="true" className="section-arrow">
          ›
        </span>
      </Link>
    </h2>
  );
}
