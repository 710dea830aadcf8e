import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';

import { StoreCreationForm } from '@/components/stores/store-creation-form';
import { STORE_CREATION_MESSAGES } from '@/components/stores/store-messages';
import Link from '@/components/ui/link';
import { isColorScheme, SCHEME_COOKIE } from '@/lib/domain/shop/color-scheme';
import { parseStoreFormQuery } from '@/lib/domain/shop/store-form-state';
import { isLocale } from '@/lib/i18n/locales';
import { pick } from '@/lib/i18n/pick';
import { visitorApiClient } from '@/lib/server/http/in-process-client';
import { publicSite } from '@/lib/env';

import { createStoreFromForm } from './actions';

export const dynamic = 'force-dynamic';

const STORE_CREATION_PATH = '/crear-tienda';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('stores');
  return {
    title: t('title'),
    description: t('metaDescription'),
    robots: { index: false, follow: true },
  };
}

type Viewer =
  { kind: 'anonymous' } | { kind: 'no-store' } | { kind: 'has-store'; slug: string; name: string };

/** Who is looking: the session cookie asks the API for the visitor's affiliate store. */
async function viewer(): Promise<Viewer> {
  const client = await visitorApiClient();
  if (!client) return { kind: 'anonymous' };
  const res = await client.api.stores.affiliate.$get();
  if (res.status === 200) {
    const shop = await res.json();
    return { kind: 'has-store', slug: shop.slug, name: shop.name };
  }
  return (res.status as number) === 404 ? { kind: 'no-store' } : { kind: 'anonymous' };
}

const LINK = 'font-semibold text-blue-700 underline dark:text-blue-300';

/** Store creation (spec 02 §7): an affiliate store for the signed-in user. Per visitor, dynamic. */
export default async function StoreCreationPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const jar = await cookies();
  const scheme = jar.get(SCHEME_COOKIE)?.value;
  const who = await viewer();
  const t = await getTranslations('stores');
  const query = await searchParams;
  const returned = parseStoreFormQuery(query);

  return (
    <main
      id="main"
      data-scheme={isColorScheme(scheme) ? scheme : undefined}
      className="min-h-dvh bg-white text-gray-900 dark:bg-gray-950 dark:text-gray-100"
    >
      <div className="mx-auto max-w-xl px-4 py-12">
        <h1 className="text-3xl font-bold">
          {who.kind === 'anonymous'
            ? t('signedOutTitle')
            : who.kind === 'has-store'
              ? t('haveStoreTitle')
              : t('title')}
        </h1>
        {who.kind === 'anonymous' ? (
          <>
            <p className="mt-3 text-gray-700 dark:text-gray-300">{t('signedOutText')}</p>
            <p className="mt-6 flex gap-6">
              <Link
                href={`/login?next=${encodeURIComponent(STORE_CREATION_PATH)}`}
                className={LINK}
              >
                {t('logIn')}
              </Link>
              <Link href="/registro" className={LINK}>
                {t('signUp')}
              </Link>
            </p>
          </>
        ) : who.kind === 'has-store' ? (
          <>
            <p className="mt-3 text-gray-700 dark:text-gray-300">
              {t('haveStoreText', { name: who.name })}
            </p>
            <p className="mt-6">
              <Link href={`/tienda/${who.slug}`} className={LINK}>
                {t('visitStore')}
              </Link>
            </p>
          </>
        ) : (
          <>
            {returned?.error === 'slug_taken' && query.from === 'signup' ? (
              <p
                role="status"
                className="mt-3 rounded-lg bg-amber-50 p-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
              >
                {t('fromSignup', { slug: returned.slug })}
              </p>
            ) : null}
            <p className="mt-3 mb-8 text-gray-700 dark:text-gray-300">{t('intro')}</p>
            <NextIntlClientProvider
              messages={pick(await getMessages(), ...STORE_CREATION_MESSAGES)}
            >
              <StoreCreationForm
                action={createStoreFromForm}
                returned={returned}
                rootDomain={publicSite().rootDomain}
                defaults={{ name: '', slug: '', color1: '#1d4ed8', color2: '#7c3aed' }}
              />
            </NextIntlClientProvider>
          </>
        )}
      </div>
    </main>
  );
}
