import { useTranslations } from 'next-intl';

import Link from '@/components/ui/link';
import { pageHref, pageWindow } from '@/lib/domain/request/paging';

// Component classes of app/globals.css (a list repeats them on every page number, in its HTML
// and its flight data: issue 23).
const IDLE = 'pager-link';
const CURRENT = 'pager-current';
const DISABLED = 'pager-off';

/**
 * Previous / next and page numbers of a shop list, as plain links (no JavaScript needed) that
 * keep the list's other query values (`sort`, `search`). Nothing when everything fits on a page.
 */
export function Pagination({
  base,
  path,
  page,
  pageCount,
  params = {},
}: {
  base: string;
  /** The list's path inside the shop (`productos`, `catalogos/ropa`). */
  path: string;
  page: number;
  pageCount: number;
  params?: Readonly<Record<string, string | undefined>>;
}) {
  const t = useTranslations('lists');
  if (pageCount <= 1) return null;
  const href = (p: number) => pageHref(base, path, params, p);
  const step = (target: number, rel: 'prev' | 'next') => {
    const label = t(rel === 'prev' ? 'previous' : 'next');
    const content = (
      <>
        {rel === 'prev' ? <span aria-hidden="true">‹</span> : null}
        <span className="sr-only sm:not-sr-only">{label}</span>
        {rel === 'next' ? <span aria-hidden="true">›</span> : null}
      </>
    );
    // A disabled link keeps its place and its name for screen readers, without an address.
    if (target < 1 || target > pageCount) {
      return (
        <a role="link" aria-disabled="true" className={DISABLED}>
          {content}
        </a>
      );
    }
    return (
      <Link href={href(target)} rel={rel} className={IDLE}>
        {content}
      </Link>
    );
  };
  return (
    <nav aria-label={t('pagination')} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>{step(Math.min(page - 1, pageCount), 'prev')}</li>
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-gray-500">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={href(p)}
                {...(p === page ? { 'aria-current': 'page' as const } : null)}
                aria-label={t('page', { page: p })}
                className={p === page ? CURRENT : IDLE}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>{step(page + 1, 'next')}</li>
      </ul>
    </nav>
  );
}
