import { useTranslations } from 'next-intl';

import Link from '@/components/ui/link';
import type { Header } from '@/lib/api/schemas/shop';
import { headerLook } from '@/lib/domain/shop/header-rules';
import type { BlockLink } from '@/lib/domain/paths/theme-links';

/**
 * A shop header record (spec 01 §3 header_info): title, subtitle and description over the
 * header's bg_color1 → bg_color2 gradient (the shop's colours when it has none), in a text colour
 * that stays readable on it, and its call to action when it has one.
 */
export function HeaderInfoBanner({
  header,
  link,
  shopColours,
}: {
  header: Pick<
    Header,
    'id' | 'title' | 'subtitle' | 'description' | 'button_label' | 'bg_color1' | 'bg_color2'
  >;
  /** Where the button goes (from the action type); null: no button. */
  link: BlockLink | null;
  /** The shop's color1 and color2, for a header without colours of its own. */
  shopColours: [string, string];
}) {
  const t = useTranslations('headerButtons');
  const { button: buttonStyle, ...style } = headerLook(header, shopColours);
  const headingId = `header-info-${header.id}`;
  const buttonClass =
    'mt-6 inline-flex min-h-11 items-center rounded-full px-6 text-base font-semibold shadow-sm hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current';
  const label = t(header.button_label ?? 'more');

  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-6xl px-4 pt-4">
      <div
        data-header-info={header.id}
        style={style}
        className="rounded-xl px-6 py-10 text-center sm:px-10 sm:py-14"
      >
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance sm:text-4xl">
          {header.title}
        </h2>
        {header.subtitle ? (
          <p className="mt-2 text-lg font-medium text-balance sm:text-xl">{header.subtitle}</p>
        ) : null}
        {header.description ? (
          <p className="mx-auto mt-3 max-w-2xl text-pretty">{header.description}</p>
        ) : null}
        {link ? (
          link.href.startsWith('/') ? (
            <Link href={link.href} style={buttonStyle} className={buttonClass} data-header-action>
              {label}
            </Link>
          ) : (
            <a href={link.href} style={buttonStyle} className={buttonClass} data-header-action>
              {label}
            </a>
          )
        ) : null}
      </div>
    </section>
  );
}
