// Stripe.js as the browser tests serve it in place of https://js.stripe.com (a third party's
// script, out of reach offline): the same calls the card form makes — `Stripe(key)`, a card
// element that mounts, reports `change` and is destroyed, and `createPaymentMethod` — with a
// plain text field standing in for Stripe's iframe. Typing a card number completes the field;
// the PaymentMethod made is the test card's id the fake Stripe API knows (TEST_CARDS).
import type { BrowserContext } from '@playwright/test';

/** The stand-in field's label. */
export const FAKE_CARD_FIELD = 'Número de tarjeta (prueba)';

function script(paymentMethod: string): string {
  return `(() => {
  window.Stripe = function Stripe() {
    return {
      elements() {
        return {
          create() {
            const listeners = [];
            let input = null;
            return {
              on(type, listener) { if (type === 'change') listeners.push(listener); },
              mount(where) {
                input = document.createElement('input');
                input.setAttribute('aria-label', ${JSON.stringify(FAKE_CARD_FIELD)});
                input.setAttribute('inputmode', 'numeric');
                input.addEventListener('input', () => {
                  const complete = input.value.replace(/\\D/g, '').length >= 16;
                  for (const listener of listeners) listener({ complete, empty: !input.value });
                });
                where.append(input);
              },
              destroy() { input?.remove(); },
            };
          },
        };
      },
      createPaymentMethod() {
        return Promise.resolve({ paymentMethod: { id: ${JSON.stringify(paymentMethod)} } });
      },
    };
  };
})();`;
}

/** Serves the fake Stripe.js to every page of `context`, making `paymentMethod` for any card. */
export async function routeFakeStripeJs(
  context: BrowserContext,
  paymentMethod: string,
): Promise<void> {
  await context.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: script(paymentMethod) }),
  );
}
