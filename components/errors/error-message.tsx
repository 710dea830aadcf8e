'use client';

import { useParams } from 'next/navigation';
import { useEffect } from 'react';

import { PAGE_ACTION_CLASS } from '@/components/ui/page-action-class';
import { localizedBase } from '@/lib/domain/paths/locale-segment';
import { modeFromSegment, shopBasePath, shopHref } from '@/lib/domain/paths/tenancy';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import en from '@/messages/en/errorPage.json';
import es from '@/messages/es/errorPage.json';

// The error pages' own few words, so the boundary's chunk carries no other message.
const TEXTS: Record<Locale, typeof es> = { es, en };

/**
 * What a person sees when a page fails to render: the failure in their language, a way to try
 * again and a way home. The error itself is logged by the server; the digest goes to the console.
 */
export function ErrorMessage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const params = useParams<{ locale?: string; mode?: string; shop?: string }>() ?? {};
  const locale = isLocale(params.locale) ? params.locale : defaultLocale;
  const t = TEXTS[locale];
  const mode = params.mode ? modeFromSegment(params.mode) : null;
  // Inside a shop, home is the shop's home page; elsewhere the platform's (in the page's language).
  const home = shopHref(
    localizedBase(mode && params.shop ? shopBasePath({ slug: params.shop, mode }) : '/', locale),
    '/',
  );
  useEffect(() => {
    console.error(error.digest ? `Page error ${error.digest}` : error);
  }, [error]);
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center"
    >
      <h1 className="text-2xl font-semibold">{t.title}</h1>
      <p className="text-gray-600 dark:text-gray-300">{t.description}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" onClick={reset} className={PAGE_ACTION_CLASS}>
          {t.retry}
        </button>
        {/* A plain link: after a failure, a full page load is the safest way back. */}
        <a
          href={home}
          className="rounded-full px-5 py-2.5 text-sm font-medium underline hover:no-underline"
        >
          {t.back}
        </a>
      </div>
    </main>
  );
}
