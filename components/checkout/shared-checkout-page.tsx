import 'server-only';

import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';

import Link from '@/components/ui/link';
import { shopHref } from '@/lib/domain/paths/tenancy';
import { pick } from '@/lib/i18n/pick';
import { serverApiClient } from '@/lib/server/http/in-process-client';

import { AccountPageShell } from '../account/account-page-shell';
import { CheckoutLines } from './checkout-lines';
import { SharedCheckoutAddAll } from './shared-checkout-add-all';
import { CheckoutSummary } from './checkout-summary';

/** The shared checkout through the public API (no session sent); null when there is none. */
async function readShared(shopSlug: string, publicSlug: string) {
  const api = serverApiClient({ 'x-locale': await getLocale() }).api;
  const res = await api.shops[':slug']['shared-checkouts'][':public_slug'].$get({
    param: { slug: shopSlug, public_slug: publicSlug },
  });
  const status = res.status as number;
  if (status === 404 || status === 422) return null;
  if (res.status !== 200) throw new Error(`shared checkout read answered ${status}`);
  return res.json();
}

/**
 * `{base}comprar/compartido/{public_slug}` (spec 02 §7 "Share checkout"): what someone shared,
 * server-rendered (readable without JavaScript): supplier, lines, totals priced now and the way
 * to the shop. With JavaScript, 'Agregar todo a mi carrito' puts the lines in the visitor's own
 * cart of the shop. Placed, emptied or unknown links are a 404.
 */
export async function SharedCheckoutPage({
  shopSlug,
  base,
  publicSlug,
}: {
  shopSlug: string;
  base: string;
  publicSlug: string;
}) {
  const shared = await readShared(shopSlug, publicSlug);
  if (!shared) notFound();
  const [t, messages] = await Promise.all([getTranslations('checkout'), getMessages()]);
  return (
    <AccountPageShell
      title={t('sharedTitle')}
      intro={t('sharedIntro', { name: shared.supplier.name })}
    >
      <section aria-labelledby="shared-order" className="flex flex-col gap-4">
        <h2 id="shared-order" className="text-lg font-semibold">
          {t('orderOf', { name: shared.supplier.name })}
        </h2>
        <CheckoutLines checkout={shared} />
        <CheckoutSummary checkout={shared} />
        {/* The button's words only: the rest of the page is server-rendered. */}
        <NextIntlClientProvider messages={pick(messages, 'checkout.sharedAddAll')}>
          <SharedCheckoutAddAll
            shopSlug={shopSlug}
            lines={shared.products.map((line) => ({
              product_id: line.id,
              variant: line.variant,
              quantity: line.amount,
              name: line.name,
            }))}
          />
        </NextIntlClientProvider>
        <Link href={shopHref(base, '')} className="self-start font-medium underline">
          {t('goToShop')}
        </Link>
      </section>
    </AccountPageShell>
  );
}
