import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { ContactDetails } from '@/components/storefront/info/contact-details';
import { ShopContactForm } from '@/components/storefront/info/shop-contact-form';
import { PageBreadcrumb } from '@/components/storefront/theme/page-breadcrumb';
import Link from '@/components/ui/link';
import type { Shop } from '@/lib/api/schemas/shop';
import { RETURN_WINDOW_HOURS } from '@/lib/domain/orders/returns-policy';
import { shopHref } from '@/lib/domain/paths/tenancy';
import { shopMetadata } from '@/lib/server/storefront/shop-seo';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';
import { readShop } from '@/lib/server/storefront/storefront-reads';

/**
 * The shop's information pages (spec 01 §2: acerca, contacto, copyright, terms, privacidad, and
 * info, the contact page with the technical query). One folder per page, sharing this; generic
 * texts filled with the shop's name and contact. Cached like the home (they depend on the path
 * only; the forms post elsewhere).
 */

export const INFO_PAGES = [
  'acerca',
  'contacto',
  'info',
  'copyright',
  'terms',
  'privacidad',
] as const;
export type InfoPageName = (typeof INFO_PAGES)[number];

const TITLE_KEYS = {
  acerca: 'aboutTitle',
  contacto: 'contactTitle',
  info: 'infoTitle',
  copyright: 'copyrightTitle',
  terms: 'termsTitle',
  privacidad: 'privacyTitle',
} as const satisfies Record<InfoPageName, string>;

type InfoT = Awaited<ReturnType<typeof getTranslations<'info'>>>;

export async function infoPageMetadata(
  page: InfoPageName,
  params: ShopRouteParams,
): Promise<Metadata> {
  const { locale, slug } = await resolveShopParams(params);
  const [shop, t] = await Promise.all([readShop(slug), getTranslations('info')]);
  if (!shop) return {};
  return {
    title: t(TITLE_KEYS[page], { name: shop.name }),
    ...shopMetadata({ shop, locale, path: page }),
  };
}

function Paragraphs({ children }: { children: ReactNode[] }) {
  return (
    <div className="max-w-3xl space-y-4 leading-relaxed text-gray-800 dark:text-gray-200">
      {children.map((child, i) => (
        <p key={i}>{child}</p>
      ))}
    </div>
  );
}

function contactLink(base: string, text: string) {
  return (
    <Link href={shopHref(base, 'contacto')} className="text-blue-800 underline dark:text-blue-300">
      {text}
    </Link>
  );
}

function pageBody(page: InfoPageName, shop: Shop, base: string, t: InfoT): ReactNode {
  const name = shop.name;
  const year = new Date().getFullYear();
  switch (page) {
    case 'acerca':
      return (
        <Paragraphs>
          {[
            t('aboutIntro', { name }),
            shop.seo_description,
            contactLink(base, t('aboutContact')),
          ].filter(Boolean)}
        </Paragraphs>
      );
    case 'contacto':
    case 'info':
      return (
        <div className="max-w-5xl space-y-8">
          <p className="max-w-3xl leading-relaxed text-gray-800 dark:text-gray-200">
            {t(page === 'info' ? 'infoIntro' : 'contactIntro', { name })}
          </p>
          <div className="grid gap-8 md:grid-cols-[1fr_2fr]">
            <ContactDetails shop={shop} />
            <ShopContactForm
              shop={shop}
              base={base}
              kind={page === 'info' ? 'technical_query' : 'contact'}
            />
          </div>
        </div>
      );
    case 'copyright':
      return (
        <Paragraphs>
          {[
            t('copyrightOwner', { year, name }),
            t('copyrightContent', { name }),
            contactLink(base, t('copyrightClaims')),
          ]}
        </Paragraphs>
      );
    case 'terms':
      return (
        <Paragraphs>
          {[
            t('termsAccept', { name }),
            t('termsPrices'),
            t('termsReturns', { hours: RETURN_WINDOW_HOURS }),
            contactLink(base, t('termsQuestions')),
          ]}
        </Paragraphs>
      );
    case 'privacidad':
      return (
        <Paragraphs>
          {[
            t('privacyUse', { name }),
            t('privacyShare'),
            shop.contact_email
              ? t('privacyRightsEmail', { email: shop.contact_email })
              : contactLink(base, t('privacyRights')),
          ]}
        </Paragraphs>
      );
  }
}

export async function InfoPage({ page, params }: { page: InfoPageName; params: ShopRouteParams }) {
  const { slug, base, locale } = await resolveShopParams(params);
  const [shop, t] = await Promise.all([readShop(slug), getTranslations('info')]);
  if (!shop) notFound();
  const title = t(TITLE_KEYS[page], { name: shop.name });
  return (
    <>
      <PageBreadcrumb
        shop={shop}
        base={base}
        locale={locale}
        trail={[{ label: title, path: page }]}
      />
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{title}</h1>
        {pageBody(page, shop, base, t)}
      </main>
    </>
  );
}
