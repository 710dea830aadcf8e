import path from 'node:path';

import { type Browser, type BrowserContext, expect, type Page, test } from './support/test';

import {
  CARD_PLANS,
  fakePaymentIntents,
  TEST_CARDS,
} from '../tests/support/stripe-payment-intents';
import { fakeAsyncIntents } from '../tests/support/stripe-async-intents';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { demoItemsToBuy } from './support/demo-items';
import { FAKE_CARD_FIELD, routeFakeStripeJs } from './support/fake-stripe-js';
import { lookAt } from './support/look-at';
import { placeSignedInPickUpOrder, signInDemo } from './support/pick-up-order';
import { startStripeInstance, type StripeInstance } from './support/stripe-instance';

// The ways Mexican shoppers pay (issue 25), against an instance of the e2e build with Stripe's
// keys whose Stripe is a fake over HTTP (e2e/support/stripe-instance.ts): cash at OXXO with a
// voucher the webhook settles, a voucher that expires and is restarted, and a card paid in 6
// meses sin intereses. Stripe.js, a third party's script, is served by a stand-in
// (e2e/support/fake-stripe-js.ts).

const SHOPPER = 'cliente@tienda.test';
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
/** Suppliers that offer meses sin intereses in the seed (all but "bienestar"). */
const OFFERS_MSI = (supplierId: string) => supplierId !== 'sup_bienestar';

/** What the OXXO and SPEI intents are made for (the card's go to the card fake). */
const ASYNC_METHODS = ['oxxo', 'customer_balance'];

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.describe('paying the Mexican way through Stripe', () => {
  const cards = fakePaymentIntents();
  const vouchers = fakeAsyncIntents();
  let instance: StripeInstance | undefined;
  let shopper: BrowserContext | undefined;

  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(150_000);
    instance = await startStripeInstance(
      (url, body) =>
        url.startsWith('/v1/customers') ||
        ASYNC_METHODS.includes(new URLSearchParams(body).get('allowed_payment_method_types[0]')!)
          ? vouchers.handlers
          : cards.handlers,
      path.join(testInfo.outputPath(), 'stripe-instance.log'),
    );
  });

  test.afterAll(async () => {
    await shopper?.close();
    await instance?.stop();
  });

  /** The shopper's browser on the instance, signed in. */
  async function shopperPage(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
    await shopper?.close();
    shopper = await browser.newContext({ baseURL: instance!.baseURL, ...options });
    await signInDemo(shopper.request, SHOPPER);
    return shopper.newPage();
  }

  /** A pick-up order of one item of a supplier that offers MSI, paid by `payment`; its token. */
  async function placeOrder(page: Page, payment: string, minPrice = 0) {
    const [item] = await demoItemsToBuy(
      page.request,
      1,
      (supplierId, found) => OFFERS_MSI(supplierId) && found.list_price >= minPrice,
    );
    const order = await placeSignedInPickUpOrder(page.request, item!.id, item!.supplier.id, {
      payment,
    });
    const brokered = await page.request.put(`/api/orders/broker/${order.id}`, {
      data: { return_path: '/', cancel_path: '/' },
      headers: SAME_ORIGIN,
    });
    expect(brokered.status(), await brokered.text()).toBe(200);
    const { token } = (await brokered.json()) as { token: string };
    return { order, item: item!, token };
  }

  /** The intent the fake made last for an OXXO voucher or a SPEI account. */
  const lastVoucher = () => [...vouchers.intents.values()].at(-1)!;

  test('a shopper pays at OXXO: the voucher shows, the webhook marks the order paid, the supplier sees it', async ({
    browser,
  }, testInfo) => {
    const page = await shopperPage(browser);
    const { order, item, token } = await placeOrder(page, 'stripe_oxxo');
    await page.goto(`/tienda/demo/me/payments/${token}`);
    await page.getByRole('button', { name: 'Generar ficha para pagar en OXXO' }).click();

    const voucher = lastVoucher();
    const number = (voucher.next_action!.oxxo_display_details as { number: string }).number;
    const details = page.getByRole('region', { name: 'Paga en efectivo en OXXO' });
    await expect(details).toContainText(number);
    await expect(details.getByRole('img', { name: new RegExp(number) })).toBeVisible();
    await expect(page.getByRole('main').getByRole('timer')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'OXXO voucher');
    await lookAt(page, {
      path: `test-results/screens/${testInfo.project.name}-oxxo-voucher.png`,
      fullPage: true,
    });

    // The shopper pays at the store; Stripe tells the platform (twice: one effect).
    vouchers.pay(voucher.id);
    const event = {
      id: `evt_oxxo_paid_${voucher.id}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: voucher },
    };
    expect(await instance!.sendWebhook(event)).toBe(200);
    expect(await instance!.sendWebhook(event)).toBe(200);
    await page.goto(`/tienda/demo/mis-compras/${order.id}`);
    await expect(page.getByRole('main')).toContainText('Pagado');

    // The supplier finds it paid among the orders received.
    const supplier = await browser.newContext({ baseURL: instance!.baseURL });
    await signInDemo(
      supplier.request,
      `proveedor.${item.supplier.id.slice('sup_'.length)}@tienda.test`,
    );
    const supplierPage = await supplier.newPage();
    await supplierPage.goto(`/apps/me/store/orders/${order.id}`);
    await expect(supplierPage.getByRole('main')).toContainText(order.number);
    await expect(supplierPage.getByText('Pagado').first()).toBeVisible();
    await supplier.close();
  });

  test('a voucher that expires offers the restart, without JavaScript, and a new voucher', async ({
    browser,
  }) => {
    const page = await shopperPage(browser, { javaScriptEnabled: false });
    const { order, token } = await placeOrder(page, 'stripe_oxxo');
    await page.goto(`/tienda/demo/me/payments/${token}`);
    await page.getByRole('button', { name: 'Generar ficha para pagar en OXXO' }).click();
    const expired = lastVoucher();
    const firstNumber = (expired.next_action!.oxxo_display_details as { number: string }).number;
    await expect(page.getByRole('main')).toContainText(firstNumber);

    vouchers.expire(expired.id);
    expect(
      await instance!.sendWebhook({
        id: `evt_oxxo_expired_${expired.id}`,
        object: 'event',
        type: 'payment_intent.payment_failed',
        data: { object: expired },
      }),
    ).toBe(200);

    await page.goto(`/tienda/demo/mis-compras/${order.id}`);
    const restart = page.getByRole('region', { name: 'El tiempo para completar la compra expiró' });
    await expect(restart).toBeVisible();
    await restart.getByRole('button', { name: 'Reintentar la compra' }).click();
    await expect(page).toHaveURL(new RegExp(`/tienda/demo/me/payments/${token}$`));
    await expect(page.getByRole('main')).toContainText('Esperando pago');

    await page.getByRole('button', { name: 'Generar ficha para pagar en OXXO' }).click();
    const renewed = lastVoucher();
    expect(renewed.id).not.toBe(expired.id);
    const secondNumber = (renewed.next_action!.oxxo_display_details as { number: string }).number;
    await expect(page.getByRole('main')).toContainText(secondNumber);
    expect(secondNumber).not.toBe(firstNumber);
  });

  test('a SPEI transfer shows its CLABE; when it lapses the order offers the restart', async ({
    browser,
  }) => {
    const page = await shopperPage(browser);
    const { order, token } = await placeOrder(page, 'stripe_spei');
    await page.goto(`/tienda/demo/me/payments/${token}`);
    await page.getByRole('button', { name: 'Obtener los datos para transferir por SPEI' }).click();
    const account = page.getByRole('region', { name: 'Datos para tu transferencia SPEI' });
    // The CLABE grouped for reading (3-3-11-1).
    await expect(account).toContainText('646 180 11181234567 8');
    await expect(page.getByRole('main').getByRole('timer')).toBeVisible();

    // The transfer never comes and Stripe calls the payment off.
    const lapsed = lastVoucher();
    expect(
      await instance!.sendWebhook({
        id: `evt_spei_canceled_${lapsed.id}`,
        object: 'event',
        type: 'payment_intent.canceled',
        data: { object: { ...lapsed, status: 'canceled' } },
      }),
    ).toBe(200);
    await page.goto(`/tienda/demo/mis-compras/${order.id}`);
    const restart = page.getByRole('region', { name: 'El tiempo para completar la compra expiró' });
    await expect(restart.getByRole('button', { name: 'Reintentar la compra' })).toBeVisible();
  });

  test('a shopper pays by card in 6 meses sin intereses', async ({ browser }, testInfo) => {
    const page = await shopperPage(browser);
    await routeFakeStripeJs(shopper!, TEST_CARDS.mexican);
    expect(CARD_PLANS[TEST_CARDS.mexican]).toContain(6);
    // MSI from $300.00 in the seed.
    const { order, token } = await placeOrder(page, 'stripe_card', 30_000);
    await page.goto(`/tienda/demo/me/payments/${token}`);
    await page.getByRole('button', { name: 'Pagar con tarjeta' }).click();
    await page.getByLabel('Nombre como aparece en la tarjeta').fill('Ana López');
    await page.getByLabel(FAKE_CARD_FIELD).fill('4000 0048 4000 8001');
    const plans = page.getByRole('group', { name: '¿Cómo quieres pagar?' });
    await plans.getByRole('radio', { name: /6 meses sin intereses/ }).check();
    await expectNoSeriousA11yViolations(page, 'card with instalments');
    await lookAt(page, {
      path: `test-results/screens/${testInfo.project.name}-card-instalments.png`,
      fullPage: true,
    });
    await page.getByRole('button', { name: /^Pagar / }).click();
    await expect(page.getByRole('main')).toContainText('Este pago ya está hecho');

    const confirm = cards.calls.findLast((call) => call.path.endsWith('/confirm'));
    expect(confirm?.form.get('payment_method_options[card][installments][plan][count]')).toBe('6');
    await page.goto(`/tienda/demo/mis-compras/${order.id}`);
    await expect(page.getByRole('main')).toContainText('6 meses sin intereses');
  });
});
