import 'server-only';

import { notFound, redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';

import Link from '@/components/ui/link';
import type { Address, Checkout } from '@/lib/api/schemas/checkout';
import type { CourierBranch } from '@/lib/api/schemas/courier-branches';
import { shopHref } from '@/lib/domain/paths/tenancy';
import { pick } from '@/lib/i18n/pick';
import { visitorApiClient } from '@/lib/server/http/in-process-client';

import { AccountPageShell } from '../account/account-page-shell';
import { NoScriptNotice } from '../account/no-script-notice';
import { CheckoutSteps } from './checkout-steps';
import { CheckoutInvoicingSection } from '@/components/invoicing/checkout-invoicing-section';

type CheckoutRead =
  | { kind: 'signed-out' }
  | { kind: 'missing' }
  | { kind: 'refused'; message: string }
  | { kind: 'read'; checkout: Checkout; addresses: Address[]; branches: CourierBranch[] | null };

/** The checkout, the address book and the chosen branch's neighbours, as the session cookie says. */
async function readCheckout(shopSlug: string, id: string): Promise<CheckoutRead> {
  const client = await visitorApiClient();
  if (!client) return { kind: 'signed-out' };
  const { api } = client;
  const res = await api.shops[':slug'].checkouts[':id'].$get({ param: { slug: shopSlug, id } });
  const status = res.status as number;
  if (status === 401) return { kind: 'signed-out' };
  if (status === 404 || status === 422) return { kind: 'missing' };
  if (res.status === 409) return { kind: 'refused', message: (await res.json()).message };
  if (res.status !== 200) throw new Error(`checkout read answered ${status}`);
  const checkout = await res.json();
  const province = checkout.branch?.province_code;
  const [book, nearby] = await Promise.all([
    api.me.addresses.$get(),
    province ? api['courier-branches'].$get({ query: { province_code: province } }) : null,
  ]);
  return {
    kind: 'read',
    checkout,
    addresses: book.status === 200 ? (await book.json()).results : [],
    branches: nearby?.status === 200 ? (await nearby.json()).results : null,
  };
}

/**
 * `{base}comprar/{checkout}` (spec 02 §2): the signed-in shopper's checkout of one cart order.
 * Anonymous visitors log in first and come back; a checkout already placed or emptied says so
 * with the way on.
 */
export async function CheckoutPage({
  shopSlug,
  base,
  id,
}: {
  shopSlug: string;
  base: string;
  id: string;
}) {
  const here = shopHref(base, `comprar/${id}`);
  const read = await readCheckout(shopSlug, id);
  if (read.kind === 'signed-out')
    redirect(shopHref(base, `login?next=${encodeURIComponent(here)}`));
  if (read.kind === 'missing') notFound();
  const [t, messages] = await Promise.all([getTranslations('checkout'), getMessages()]);
  if (read.kind === 'refused') {
    return (
      <AccountPageShell title={t('title')}>
        <p>{read.message}</p>
        <p className="mt-4 flex flex-wrap gap-4">
          <Link href={shopHref(base, 'mis-compras')} className="font-medium underline">
            {t('seeOrders')}
          </Link>
          <Link href={shopHref(base, '')} className="font-medium underline">
            {t('backToShop')}
          </Link>
        </p>
      </AccountPageShell>
    );
  }
  return (
    <main id="main" data-account-page className="mx-auto w-full max-w-5xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold">{t('title')}</h1>
      <NoScriptNotice message={t('noScript')} />
      <CheckoutInvoicingSection shopSlug={shopSlug} checkout={read.checkout} />
      <NextIntlClientProvider messages={pick(messages, 'checkout')}>
        <CheckoutSteps
          initial={read.checkout}
          addresses={read.addresses}
          branches={read.branches}
          shopSlug={shopSlug}
          base={base}
        />
      </NextIntlClientProvider>
    </main>
  );
}
