import 'server-only';

import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';

import type { Checkout } from '@/lib/api/schemas/checkout';
import { pick } from '@/lib/i18n/pick';

import { CheckoutInvoicingChoice } from './checkout-invoicing-choice';
import { readMyInvoicingProfiles } from './invoicing-reads';

/** The checkout page's "¿Necesitas factura?" with the customer's saved tax data. */
export async function CheckoutInvoicingSection({
  shopSlug,
  checkout,
}: {
  shopSlug: string;
  checkout: Pick<Checkout, 'checkout_id' | 'invoicing_profile_id'>;
}) {
  const profiles = await readMyInvoicingProfiles();
  return (
    <NextIntlClientProvider messages={pick(await getMessages(), 'invoicing')}>
      <CheckoutInvoicingChoice
        shopSlug={shopSlug}
        checkoutId={checkout.checkout_id}
        profiles={profiles.kind === 'read' ? profiles.value.results : []}
        initial={checkout.invoicing_profile_id ?? null}
      />
    </NextIntlClientProvider>
  );
}
