import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { LinkNavigation } from '@/components/ui/link';
import { defaultLocale, isLocale, locales } from '@/lib/i18n/locales';

import { inter } from '../fonts/inter';
import '../globals.css';

type Params = Promise<{ locale: string }>;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'platform' });
  return { title: { default: t('title'), template: '%s' }, description: t('tagline') };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#1d4ed8' };

/** The root layout. The middleware put the visitor's locale in the path (`/<locale>/…`). */
export default async function RootLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Params;
}) {
  const requested = (await params).locale;
  // Next also renders 404s through this layout without the segment; fall back, never throw here.
  const locale = isLocale(requested) ? requested : defaultLocale;
  const t = await getTranslations({ locale, namespace: 'common' });
  return (
    <html lang={locale} className={inter.variable}>
      <body className="min-h-dvh font-sans">
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        {children}
        <LinkNavigation />
      </body>
    </html>
  );
}
