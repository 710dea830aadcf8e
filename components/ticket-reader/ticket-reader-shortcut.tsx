'use client';

import { useTranslations } from 'next-intl';

import { IslandMessages } from '@/components/i18n/island-messages';
import Link from '@/components/ui/link';
import { shopHref } from '@/lib/domain/paths/tenancy';
import { SHOP_TICKETS_PATH } from '@/lib/domain/ticket-scans/reader-paths';

// The toolbar's words (its chunk), where the link's text lives.
const MESSAGES = {
  shopSettings: {
    es: () => import('@/messages/es/shopSettings.json'),
    en: () => import('@/messages/en/shopSettings.json'),
  },
};

function Shortcut({ base }: { base: string }) {
  const t = useTranslations('shopSettings.admin');
  return (
    <nav aria-label={t('toolbar')} className="bg-gray-900 text-white dark:bg-black">
      <div className="mx-auto flex max-w-6xl px-2 py-1 sm:px-4">
        <Link
          href={shopHref(base, SHOP_TICKETS_PATH)}
          className="ml-auto inline-flex items-center rounded-full px-3 py-1.5 text-sm font-medium hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {t('ticketReader')}
        </Link>
      </div>
    </nav>
  );
}

/**
 * The way in for a shop's staff who only scan tickets (the qrreader role): the storefront's
 * admin bar holds just the reader for them. A lazy chunk, like the admins' toolbar.
 */
export default function TicketReaderShortcut({ base, locale }: { base: string; locale: string }) {
  return (
    <IslandMessages locale={locale} namespaces={MESSAGES}>
      <Shortcut base={base} />
    </IslandMessages>
  );
}
