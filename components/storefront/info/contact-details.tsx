import { useTranslations } from 'next-intl';

import { type ContactShop, shopContactDetails } from '@/lib/domain/shop/contact-details';

/** The shop's e-mail, phone and WhatsApp as links, or a note that it published none. */
export function ContactDetails({ shop }: { shop: ContactShop }) {
  const t = useTranslations('info');
  const details = shopContactDetails(shop);
  const rows = [
    { label: t('email'), value: details.email },
    { label: t('phone'), value: details.phone },
    { label: t('whatsapp'), value: details.whatsapp },
  ].filter((row) => row.value !== null);
  return (
    <section
      aria-labelledby="contact-details-heading"
      className="self-start rounded-xl border border-gray-200 p-5 dark:border-gray-800"
    >
      <h2 id="contact-details-heading" className="mb-3 text-lg font-semibold">
        {t('detailsHeading')}
      </h2>
      {rows.length === 0 ? (
        <p className="text-gray-700 dark:text-gray-300">{t('noDetails')}</p>
      ) : (
        <dl className="space-y-3">
          {rows.map((row) => (
            <div key={row.label}>
              <dt className="text-sm font-medium text-gray-700 dark:text-gray-300">{row.label}</dt>
              <dd>
                <a
                  href={row.value!.href}
                  className="break-all text-blue-800 underline dark:text-blue-300"
                >
                  {row.value!.text}
                </a>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
