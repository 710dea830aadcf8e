import { useTranslations } from 'next-intl';

import { DeferredContactForm } from '@/components/storefront/info/deferred-contact-form';
import { useShopContactFormProps } from '@/components/storefront/info/shop-contact-form-props';
import { ReturnsPolicyDialog } from '@/components/storefront/returns-policy-dialog';
import Link from '@/components/ui/link';
import { ModalDialog } from '@/components/ui/modal-dialog';
import type { Shop } from '@/lib/api/schemas/shop';
import { shopContactDetails } from '@/lib/domain/shop/contact-details';
import { shopHref } from '@/lib/domain/paths/tenancy';

/** The shop's information pages, in the footer's order (spec 01 §2). */
const INFO_LINKS = [
  ['acerca', 'about'],
  ['contacto', 'contact'],
  ['info', 'info'],
  ['terms', 'terms'],
  ['privacidad', 'privacy'],
  ['copyright', 'copyright'],
] as const;

// The `footer-link` component class of app/globals.css (on every shop page, once per link, in its
// HTML and its flight data: issue 23).
const LINK = 'footer-link';

/**
 * Links to the information pages, plus the theme's footer modal: the returns policy (theme04) or
 * the technical query (theme03).
 */
export function FooterInfoLinks({
  shop,
  base,
  className,
}: {
  shop: Shop;
  base: string;
  className?: string;
}) {
  const t = useTranslations('footer');
  const ti = useTranslations('info');
  return (
    <ul className={className}>
      {INFO_LINKS.map(([path, key]) => (
        <li key={path}>
          <Link href={shopHref(base, path)} className={LINK}>
            {t(key)}
          </Link>
        </li>
      ))}
      {shop.theme === 'theme04' ? (
        <li>
          <ReturnsPolicyDialog
            triggerLabel={t('returnsPolicy')}
            className={`${LINK} cursor-pointer text-start`}
          />
        </li>
      ) : null}
      {shop.theme === 'theme03' ? (
        <li>
          <ModalDialog
            title={t('technicalQuery')}
            closeLabel={t('close')}
            triggerLabel={t('technicalQuery')}
            triggerClassName={`${LINK} cursor-pointer text-start`}
          >
            <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">
              {ti('infoIntro', { name: shop.name })}
            </p>
            <TechnicalQueryForm shop={shop} base={base} />
          </ModalDialog>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * Theme 03's technical query, deferred: the form is in every page's footer (in a modal), so its
 * script waits for the visitor to open it.
 */
function TechnicalQueryForm({ shop, base }: { shop: Shop; base: string }) {
  return (
    <DeferredContactForm {...useShopContactFormProps({ shop, base, kind: 'technical_query' })} />
  );
}

/** The shop's e-mail and phone as links (nothing when it published neither). */
export function FooterContact({ shop, className }: { shop: Shop; className?: string }) {
  const t = useTranslations('footer');
  const { email, phone } = shopContactDetails(shop);
  if (!email && !phone) return null;
  return (
    <ul className={className}>
      {email ? (
        <li>
          <span className="sr-only">{t('email')}: </span>
          <a href={email.href} className={`${LINK} break-all`}>
            {email.text}
          </a>
        </li>
      ) : null}
      {phone ? (
        <li>
          <span className="sr-only">{t('phone')}: </span>
          <a href={phone.href} className={LINK}>
            {phone.text}
          </a>
        </li>
      ) : null}
    </ul>
  );
}

/** '© 2025 Shop. All rights reserved.' and 'Made with Tienda'. */
export function FooterCredits({ shop }: { shop: Shop }) {
  const t = useTranslations('footer');
  const tc = useTranslations('common');
  return (
    <>
      <p>{t('rights', { year: new Date().getFullYear(), name: shop.name })}</p>
      <p>{t('poweredBy', { app: tc('appName') })}</p>
    </>
  );
}
