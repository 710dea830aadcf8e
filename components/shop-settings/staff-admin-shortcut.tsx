'use client';

import { useTranslations } from 'next-intl';

import { IslandMessages } from '@/components/i18n/island-messages';
import Link from '@/components/ui/link';
import { shopHref } from '@/lib/domain/paths/tenancy';

// The toolbar's words (its chunk), where the link's text lives.
const MESSAGES = {
  shopSettings: {
    es: () => import('@/messages/es/shopSettings.json'),
    en: () => import('@/messages/en/shopSettings.json'),
  },
};

function Shortcut({ href }: { href: string }) {
  const t = useTranslations('shopSettings.admin');
  return (
    <nav
      aria-label={t('toolbar')}
      data-staff-shortcut
      className="bg-gray-900 text-white dark:bg-black"
    >
      <div className="mx-auto flex max-w-6xl px-2 py-1 sm:px-4">
        <Link
          href={href}
          className="ml-auto inline-flex items-center rounded-full px-3 py-1.5 text-sm font-medium hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {t('backOffice')}
        </Link>
      </div>
    </nav>
  );
}

/**
 * The way into the back office for a shop's staff who are not its admins (issue 20: accountants
 * and dispatchers): the storefront's admin bar holds one link, to the first back-office page their
 * roles open (lib/domain/shop/admin-menu.ts), whose side menu lists the rest. A lazy chunk, like
 * the admins' toolbar: the storefront's cached, anonymous HTML never holds it.
 */
export default function StaffAdminShortcut({
  base,
  path,
  locale,
}: {
  base: string;
  /** The page inside the shop (`admin/ordenes`). */
  path: string;
  locale: string;
}) {
  return (
    <IslandMessages locale={locale} namespaces={MESSAGES}>
      <Shortcut href={shopHref(base, path)} />
    </IslandMessages>
  );
}
