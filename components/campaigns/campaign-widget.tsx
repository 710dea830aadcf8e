'use client';

import { useTranslations } from 'next-intl';
import { type MouseEvent, useId } from 'react';

import { pageLocation } from '@/lib/client/page-location';
import { CopyLinkField } from '@/components/catalogue-curation/copy-link-field';
import { IslandMessages } from '@/components/i18n/island-messages';
import type { Me } from '@/lib/api/schemas/auth';
import { CAMPAIGNS_PATH } from '@/lib/domain/campaigns/campaign-filters';
import { referralShareUrl, showsCampaignWidget } from '@/lib/domain/campaigns/campaign-widget';
import { platformHref } from '@/lib/domain/paths/account-links';

// The widget's words, a chunk per locale that only resellers download.
const MESSAGES = {
  campaignWidget: {
    es: () => import('@/messages/es/campaignWidget.json'),
    en: () => import('@/messages/en/campaignWidget.json'),
  },
};

const PILL =
  'inline-flex items-center gap-2 rounded-full bg-gray-900 px-4 py-2.5 text-sm font-semibold text-white shadow-lg hover:bg-gray-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 dark:bg-white dark:text-gray-900 dark:hover:bg-gray-200 dark:focus-visible:outline-white';

function Widget({ me, base, shopSlug }: { me: Me; base: string; shopSlug: string }) {
  const t = useTranslations('campaignWidget');
  const id = useId();
  const url = referralShareUrl(window.location.href, me.id);
  const campaigns = platformHref(`/${CAMPAIGNS_PATH}`, base, shopSlug, pageLocation());

  function share(event: MouseEvent<HTMLButtonElement>) {
    if (typeof navigator.share !== 'function') return;
    event.preventDefault();
    navigator.share({ title: document.title, url }).catch(() => {
      // Dismissed by the person, or refused: the popover's link stays to copy.
    });
  }

  return (
    <div data-campaign-widget className="fixed bottom-4 left-4 z-40 print:hidden">
      <button type="button" popoverTarget={`${id}-panel`} aria-label={t('open')} className={PILL}>
        <svg
          viewBox="0 0 24 24"
          width="18"
          height="18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M3 11l18-8-8 18-2-8-8-2z" />
        </svg>
        <span className="hidden sm:inline">{t('open')}</span>
        <span className="sm:hidden">{t('short')}</span>
      </button>
      <div
        id={`${id}-panel`}
        popover="auto"
        role="dialog"
        aria-labelledby={`${id}-title`}
        className="inset-auto bottom-20 left-4 m-0 w-[min(24rem,calc(100vw-2rem))] rounded-xl bg-white p-4 text-gray-900 shadow-xl ring-1 ring-gray-200 dark:bg-gray-900 dark:text-gray-100 dark:ring-gray-700"
      >
        <h2 id={`${id}-title`} className="font-semibold">
          {t('title')}
        </h2>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{t('hint')}</p>
        <div className="mt-3">
          <CopyLinkField
            url={url}
            labels={{
              label: t('link'),
              copy: t('copy'),
              copied: t('copied'),
              copyFailed: t('copyFailed'),
            }}
          />
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {typeof navigator.share === 'function' ? (
            <button type="button" onClick={share} className={PILL}>
              {t('share')}
            </button>
          ) : null}
          <a href={campaigns} className="text-sm font-medium underline">
            {t('all')}
          </a>
        </div>
      </div>
    </div>
  );
}

/**
 * The floating 'Crea campaña y comparte' (spec 03 §4 "Campaign widget") for people who run a
 * shop: this page's address with their referral to copy or share, and their campaigns. Not on the
 * app, account, cart and back-office pages. A lazy chunk: shoppers never download it.
 */
export default function CampaignWidget({
  me,
  base,
  shopSlug,
  locale,
}: {
  me: Me;
  base: string;
  shopSlug: string;
  locale: string;
}) {
  if (!showsCampaignWidget(window.location.pathname, base)) return null;
  return (
    <IslandMessages locale={locale} namespaces={MESSAGES}>
      <Widget me={me} base={base} shopSlug={shopSlug} />
    </IslandMessages>
  );
}
