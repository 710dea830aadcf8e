import { http, HttpResponse } from 'msw';

import { signedStripeEvent } from './stripe-test';

/** The CLABE and bank the fake gives every SPEI customer (Stripe's test mode does much the same). */
export const FAKE_SPEI = { clabe: '646180111812345678', bank: 'STP' } as const;

interface FakeAsyncIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  customer: string | null;
  status: string;
  metadata: Record<string, string>;
  payment_method_types: string[];
  next_action: Record<string, unknown> | null;
  last_payment_error: unknown;
}

/** The form fields Stripe's client sent as `metadata[…]`. */
function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
    if (name) metadata[name] = value;
  }
  return metadata;
}

const DAY_S = 86_400;

/**
 * Stripe's API for OXXO vouchers and SPEI transfers as msw answers it: PaymentIntents created and
 * confirmed in one call (the same one again for a repeated Idempotency-Key, as Stripe does), an
 * OXXO one answering `oxxo_display_details` (a voucher valid `expires_after_days`), a SPEI one
 * `display_bank_transfer_instructions` (a CLABE); customers searched and created. Then the test
 * plays the store or the bank: `pay`, `fund` part of it, `expire` the voucher. Every request is
 * remembered in `calls`.
 */
export function fakeAsyncIntents() {
  const intents = new Map<string, FakeAsyncIntent>();
  const customers = new Map<string, { id: string; metadata: Record<string, string> }>();
  const byKey = new Map<string, Response>();
  const calls: { method: string; path: string; form: URLSearchParams }[] = [];

  /** Stripe replays the first answer to a repeated Idempotency-Key. */
  function idempotent(request: Request, answer: () => Response): Response {
    const key = request.headers.get('idempotency-key');
    const seen = key ? byKey.get(key) : undefined;
    if (seen) return seen.clone();
    const response = answer();
    if (key) byKey.set(key, response.clone());
    return response;
  }

  function nextAction(intent: FakeAsyncIntent, form: URLSearchParams) {
    if (intent.payment_method_types[0] === 'oxxo') {
      const days = Number(form.get('payment_method_options[oxxo][expires_after_days]') ?? 3);
      return {
        type: 'oxxo_display_details',
        oxxo_display_details: {
          number: `9300${String(intents.size).padStart(10, '0')}`,
          expires_after: Math.floor(Date.now() / 1000) + days * DAY_S,
          hosted_voucher_url: `https://payments.stripe.com/oxxo/voucher/${intent.id}`,
        },
      };
    }
    return {
      type: 'display_bank_transfer_instructions',
      display_bank_transfer_instructions: {
        amount_remaining: intent.amount,
        currency: intent.currency,
        reference: `REF${intents.size}`,
        type: 'mx_bank_transfer',
        hosted_instructions_url: `https://payments.stripe.com/bank_transfers/instructions/${intent.id}`,
        financial_addresses: [
          {
            type: 'spei',
            supported_networks: ['spei'],
            spei: { clabe: FAKE_SPEI.clabe, bank_name: FAKE_SPEI.bank, bank_code: '646' },
          },
        ],
      },
    };
  }

  const handlers = [
    http.get('https://api.stripe.com/v1/customers/search', ({ request }) => {
      const query = new URL(request.url).searchParams.get('query') ?? '';
      calls.push({ method: 'GET', path: '/v1/customers/search', form: new URLSearchParams() });
      const user = /metadata\['tienda_user'\]:'([^']*)'/.exec(query)?.[1];
      const found = [...customers.values()].filter((c) => c.metadata.tienda_user === user);
      return HttpResponse.json({ object: 'search_result', data: found, has_more: false });
    }),
    http.post('https://api.stripe.com/v1/customers', async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      calls.push({ method: 'POST', path: '/v1/customers', form });
      return idempotent(request, () => {
        const customer = { id: `cus_test_${customers.size + 1}`, metadata: metadataOf(form) };
        customers.set(customer.id, customer);
        return HttpResponse.json({ object: 'customer', ...customer });
      });
    }),
    http.post('https://api.stripe.com/v1/payment_intents', async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      calls.push({ method: 'POST', path: '/v1/payment_intents', form });
      return idempotent(request, () => {
        const intent: FakeAsyncIntent = {
          id: `pi_async_${intents.size + 1}`,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          amount_received: 0,
          currency: form.get('currency') ?? '',
          customer: form.get('customer'),
          status: 'requires_action',
          metadata: metadataOf(form),
          payment_method_types: [form.get('allowed_payment_method_types[0]') ?? ''],
          next_action: null,
          last_payment_error: null,
        };
        intents.set(intent.id, intent);
        intent.next_action = nextAction(intent, form);
        return HttpResponse.json(intent);
      });
    }),
    http.post(
      'https://api.stripe.com/v1/payment_intents/:id/cancel',
      async ({ request, params }) => {
        const id = String(params.id);
        calls.push({
          method: 'POST',
          path: `/v1/payment_intents/${id}/cancel`,
          form: new URLSearchParams(await request.text()),
        });
        const found = intents.get(id);
        if (!found) {
          return HttpResponse.json({ error: { type: 'invalid_request_error' } }, { status: 404 });
        }
        return HttpResponse.json(Object.assign(found, { status: 'canceled', next_action: null }));
      },
    ),
  ];

  function intent(id: string): FakeAsyncIntent {
    const found = intents.get(id);
    if (!found) throw new Error(`no intent ${id}`);
    return found;
  }

  return {
    handlers,
    calls,
    intents,
    /** The shopper paid it all (at the store, or the last transfer arrived). */
    pay(id: string) {
      return Object.assign(intent(id), {
        status: 'succeeded',
        amount_received: intent(id).amount,
        next_action: null,
      });
    },
    /** A SPEI transfer for part of it arrived: `remaining` is left to transfer. */
    fund(id: string, remaining: number) {
      const found = intent(id);
      const details = found.next_action?.display_bank_transfer_instructions as object;
      found.next_action = {
        type: 'display_bank_transfer_instructions',
        display_bank_transfer_instructions: { ...details, amount_remaining: remaining },
      };
      return found;
    },
    /** The voucher expired unpaid, as Stripe reports it. */
    expire(id: string) {
      return Object.assign(intent(id), {
        status: 'requires_payment_method',
        next_action: null,
        last_payment_error: {
          type: 'invalid_request_error',
          code: 'payment_intent_payment_attempt_expired',
        },
      });
    },
  };
}

/** A `payment_intent.*` event for the intent as it is now, signed as Stripe signs it. */
export function intentEvent(eventId: string, type: string, intent: object) {
  return signedStripeEvent({
    id: eventId,
    object: 'event',
    type,
    data: { object: structuredClone(intent) },
  });
}
