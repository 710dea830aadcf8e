import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';

import { NotFoundLink, NotFoundMessage } from '@/components/ui/not-found-message';
import { PAGE_LOCALE_HEADER } from '@/lib/domain/paths/locale-redirect';
import { localizedBase } from '@/lib/domain/paths/locale-segment';
import { SHOP_BASE_HEADER } from '@/lib/domain/paths/tenancy';
import { defaultLocale, isLocale, LOCALE_COOKIE } from '@/lib/i18n/locales';

import { inter } from './fonts/inter';
import './globals.css';

export const metadata: Metadata = { robots: { index: false } };

/**
 * The 404 page for any URL no route matches, on the platform or inside a shop ('Página no
 * encontrada!'). Next renders it on the server on its own (no layout), so it works without
 * JavaScript; inside a shop, the way back leads to the shop's home.
 */
export default async function GlobalNotFound() {
  // The address's language (the middleware's header); the saved one where none came through.
  const requestHeaders = await headers();
  const addressLocale = requestHeaders.get(PAGE_LOCALE_HEADER);
  const cookieLocale = (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale = isLocale(addressLocale)
    ? addressLocale
    : isLocale(cookieLocale)
      ? cookieLocale
      : defaultLocale;
  const t = await getTranslations({ locale, namespace: 'notFound' });
  const back = requestHeaders.get(SHOP_BASE_HEADER) ?? localizedBase('/', locale);
  return (
    <html lang={locale} className={inter.variable}>
      <head>
        <title>{t('title')}</title>
      </head>
      <body className="min-h-dvh font-sans">
        <NotFoundMessage
          title={t('title')}
          action={<NotFoundLink href={back}>{t('back')}</NotFoundLink>}
        />
      </body>
    </html>
  );
}
