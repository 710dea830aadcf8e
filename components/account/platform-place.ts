import 'server-only';

import { notFound } from 'next/navigation';

import { isLocale } from '@/lib/i18n/locales';

/** Account pages on the platform host: no shop, base `/`. */
export async function platformPlace(params: Promise<{ locale: string }>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return { locale, base: '/', shopSlug: '' };
}
