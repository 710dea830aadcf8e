import { useTranslations } from 'next-intl';

import type { Shop } from '@/lib/api/schemas/shop';

/** Footer in the shop's footer colours with its contact details. */
export function ShopFooter({ shop }: { shop: Shop }) {
  const t = useTranslations('common');
  return (
    <footer className="mt-12 bg-shop-footer-bg text-shop-footer-fg">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-8 text-sm sm:flex-row sm:justify-between">
        <p className="font-semibold">{shop.name}</p>
        {shop.contact_email ? (
          <a className="underline" href={`mailto:${shop.contact_email}`}>
            {shop.contact_email}
          </a>
        ) : null}
        <p>
          {t('poweredBy')} <span className="font-semibold">{t('appName')}</span>
        </p>
      </div>
    </footer>
  );
}
