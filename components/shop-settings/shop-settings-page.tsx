import 'server-only';

import { notFound, redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import Link from '@/components/ui/link';
import { SECTIONS, type Section } from '@/lib/domain/vocabulary';
import { PHONE_COUNTRIES } from '@/lib/domain/accounts/phone';
import { SETTINGS_PATH } from '@/lib/domain/shop/shop-settings-rules';
import { shopHref } from '@/lib/domain/paths/tenancy';
import { pick } from '@/lib/i18n/pick';

import { NoScriptNotice } from '../account/no-script-notice';
import { ShopAppearanceForm } from './shop-appearance-form';
import { type CallingCodeOption, ShopContactForm } from './shop-contact-form';
import { ShopIdentityForm } from './shop-identity-form';
import { ShopSectionsForm } from './shop-sections-form';
import { readShopForSettings } from './shop-settings-reads';
import { ShopSeoForm } from './shop-seo-form';

const CARD =
  'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:p-6 dark:bg-gray-900 dark:ring-white/10';

/** Calling codes of the phone field's countries, each once, named in the page's language. */
function callingCodeOptions(locale: string, ...current: Array<string | null>): CallingCodeOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const byCode = new Map<string, string[]>();
  for (const country of PHONE_COUNTRIES) {
    byCode.set(country.callingCode, [
      ...(byCode.get(country.callingCode) ?? []),
      names.of(country.code) ?? country.code,
    ]);
  }
  for (const code of current) if (code && !byCode.has(code)) byCode.set(code, []);
  return [...byCode].map(([value, countries]) => ({
    value,
    label: countries.length ? `${countries.join(' / ')} (+${value})` : `+${value}`,
  }));
}

function SettingsSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={CARD}>
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * `{base}admin/configuracion` (spec 01 §2, the gear's page): the shop's settings in groups, each
 * a form of its own that saves only its fields. Server-rendered with the current values (readable
 * without JavaScript; saving needs it). Anonymous visitors go to the login page, which brings them
 * back; signed-in visitors who are not the shop's admins get the 404 page.
 */
export async function ShopSettingsPage({
  slug,
  base,
  locale,
}: {
  slug: string;
  base: string;
  locale: string;
}) {
  const read = await readShopForSettings(slug);
  if (read.kind === 'signed-out')
    redirect(shopHref(base, `login?next=${encodeURIComponent(shopHref(base, SETTINGS_PATH))}`));
  if (read.kind !== 'read') notFound();
  const { shop } = read;
  const [messages, t, ts] = await Promise.all([
    getMessages(),
    getTranslations('shopSettings'),
    getTranslations('shop'),
  ]);
  const sectionNames = Object.fromEntries(
    SECTIONS.map((section) => [section, ts(section)]),
  ) as Record<Section, string>;

  return (
    <main id="main" data-account-page className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8">
      <div>
        <Link
          href={shopHref(base, '')}
          className="text-sm font-medium text-blue-800 underline hover:no-underline dark:text-blue-300"
        >
          {t('backToShop')}
        </Link>
        <h1 className="mt-2 text-2xl font-bold">{t('title')}</h1>
        <p className="mt-1 text-gray-700 dark:text-gray-300">{t('intro')}</p>
      </div>
      <NoScriptNotice message={t('noScript')} />
      {/* The forms' words: the settings namespace only, not the whole catalogue. */}
      <NextIntlClientProvider messages={pick(messages, 'shopSettings')}>
        <SettingsSection id="settings-identity" title={t('identity.title')}>
          <ShopIdentityForm shopSlug={shop.slug} initial={shop} withNameToggle />
        </SettingsSection>
        <SettingsSection id="settings-appearance" title={t('appearance.title')}>
          <ShopAppearanceForm shopSlug={shop.slug} shop={shop} />
        </SettingsSection>
        {shop.is_proxy ? null : (
          <SettingsSection id="settings-sections" title={t('sections.title')}>
            <ShopSectionsForm
              shopSlug={shop.slug}
              initial={shop.store_theme_info.sections_info}
              names={sectionNames}
            />
          </SettingsSection>
        )}
        <SettingsSection id="settings-contact" title={t('contact.title')}>
          <ShopContactForm
            shopSlug={shop.slug}
            shop={shop}
            callingCodes={callingCodeOptions(
              locale,
              shop.contact_country_code,
              shop.whatsapp_country_code,
            )}
          />
        </SettingsSection>
        <SettingsSection id="settings-seo" title={t('seo.title')}>
          <ShopSeoForm shopSlug={shop.slug} shop={shop} />
        </SettingsSection>
      </NextIntlClientProvider>
    </main>
  );
}
