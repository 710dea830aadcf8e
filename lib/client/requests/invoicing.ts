import type { Checkout } from '@/lib/api/schemas/checkout';
import type {
  Invoice,
  InvoicingProfile,
  InvoicingProfileInput,
  InvoicingProfileList,
  RequestInvoiceInput,
} from '@/lib/api/schemas/invoicing';
import { browserApiClient } from '@/lib/api/client';

import { authResult } from './auth-result';

const profiles = () => browserApiClient().api.me['invoicing-profiles'];

/** The calls of invoicing (issue 21): the customer's tax data, asking for and issuing invoices. */
export const invoicingRequests = {
  profiles: () => authResult<InvoicingProfileList>(profiles().$get()),
  createProfile: (json: InvoicingProfileInput) =>
    authResult<InvoicingProfile>(profiles().$post({ json })),
  updateProfile: (id: string, json: InvoicingProfileInput) =>
    authResult<InvoicingProfile>(profiles()[':id'].$patch({ param: { id }, json })),
  deleteProfile: (id: string) => authResult<null>(profiles()[':id'].$delete({ param: { id } })),
  request: (orderId: string, json: RequestInvoiceInput) =>
    authResult<Invoice>(
      browserApiClient().api.orders[':id'].invoice.$post({ param: { id: orderId }, json }),
    ),
  /** "¿Necesitas factura?": the checkout's profile, or none. */
  chooseAtCheckout: (shop: string, checkoutId: string, profileId: string | null) =>
    authResult<Checkout>(
      browserApiClient().api.shops[':slug'].checkouts[':id'].$patch({
        param: { slug: shop, id: checkoutId },
        json: { invoicing_profile_id: profileId },
      }),
    ),
  issue: (shop: string, invoiceId: string) =>
    authResult<Invoice>(
      browserApiClient().api.shops[':slug'].invoices[':invoiceId'].issue.$post({
        param: { slug: shop, invoiceId },
      }),
    ),
};
