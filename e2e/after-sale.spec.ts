import { expect, test } from './support/test';

import { expectNoSeriousA11yViolations } from './support/a11y';
import { demoItemsToBuy } from './support/demo-items';
import { signUpShopper } from './support/fresh-shop';
import { lookAt } from './support/look-at';
import { DEMO_PASSWORD, placeSignedInPickUpOrder, TO_ADDRESS } from './support/pick-up-order';

// After the sale (issue 18): a new shopper's order to an address is moved on by its supplier
// through the API, the supplier giving the carrier, tracking number and day on the order's page;
// the shopper reads them and confirms receipt, then asks to return it with a photo on the
// purchase's page; the supplier's owner accepts it
// with a note for the shopper and refunds part of it; the shopper sees the decision, the note
// (never the internal one) and the refund.

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
const QUIET_SUPPLIERS = ['sup_tecno', 'sup_cafe', 'sup_bienestar'];
// A 2×2 PNG (the gallery checks the bytes, not the name).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVQImWM4w8BwhgGMzzAwAAAZjgMx8FJdJAAAAABJRU5ErkJggg==',
  'base64',
);

test.describe.configure({ timeout: 150_000 });

test('a shopper returns a delivered order with a photo and sees the supplier accept and refund it', async ({
  page,
  browser,
  request,
  extraHTTPHeaders,
}, testInfo) => {
  const [item] = await demoItemsToBuy(request, 1, (id) => QUIET_SUPPLIERS.includes(id));
  const supplierLogin = `proveedor.${item!.supplier.id.slice('sup_'.length)}@tienda.test`;
  await signUpShopper(page, 'devolucion');
  const order = await placeSignedInPickUpOrder(
    page.request,
    item!.id,
    item!.supplier.id,
    TO_ADDRESS,
  );

  // The supplier confirms the payment and moves it on to delivered.
  const supplier = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders,
  });
  const login = await supplier.request.post('/api/auth/login', {
    data: { username: supplierLogin, password: DEMO_PASSWORD },
    headers: SAME_ORIGIN,
  });
  expect(login.status()).toBe(200);
  const next = async () => {
    const moved = await supplier.request.post(`/api/orders/${order.id}/next`, {
      headers: SAME_ORIGIN,
    });
    expect(moved.status(), await moved.text()).toBe(200);
  };
  await next();
  // Paid: the supplier gives the parcel's details on the order's page.
  const supplierPage = await supplier.newPage();
  await supplierPage.goto(`/apps/me/store/orders/${order.id}`);
  const shipping = supplierPage.getByRole('region', { name: 'Envío' });
  await shipping.getByLabel('Paquetería').fill('Estafeta');
  await shipping.getByLabel('Número de guía').fill('EST 7712 0045');
  await shipping.getByLabel('Fecha estimada de entrega').fill('2030-01-15');
  await shipping.getByRole('button', { name: 'Guardar envío' }).click();
  await expect(
    shipping.getByRole('status').filter({ hasText: 'Datos del envío guardados.' }),
  ).toBeVisible();
  await expect(supplierPage.getByText('15 de enero de 2030')).toBeVisible();
  // In process, to deliver, on its way.
  for (let step = 0; step < 3; step++) await next();

  // The shopper reads where the parcel is, confirms it arrived, and asks for the return.
  await page.goto(`/mis-compras/${order.id}`);
  await expect(page.getByText('EST 7712 0045')).toBeVisible();
  await expect(page.getByText('Estafeta')).toBeVisible();
  await page.getByRole('button', { name: 'Sí, ya lo recibí' }).click();
  const returns = page.getByRole('region', { name: 'Devolución' });
  await expect(returns.getByText(/Puedes solicitar una devolución hasta el/)).toBeVisible({
    timeout: 30_000,
  });
  await returns.getByRole('button', { name: 'Solicitar devolución' }).click();
  const form = returns.getByRole('form', { name: 'Solicitar devolución' });
  await form.getByLabel('Motivo').selectOption({ label: 'Llegó dañado' });
  await form.getByLabel('Comentarios').fill('La tapa llegó rota.');
  await form
    .getByLabel('Fotos')
    .setInputFiles({ name: 'tapa.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: 'Foto 1 de la devolución' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'return request form');
  await lookAt(page, {
    path: `test-results/screens/${testInfo.project.name}-return-form.png`,
    fullPage: true,
  });
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(
    returns.getByRole('status').filter({ hasText: 'Solicitud de devolución enviada.' }),
  ).toBeVisible();
  await expect(returns.getByText('Llegó dañado · Abierta')).toBeVisible();
  await expect(returns.getByRole('button', { name: 'Solicitar devolución' })).toHaveCount(0);

  // The supplier's owner answers on the order's page.
  await supplierPage.goto(`/apps/me/store/orders/${order.id}`);
  const request_ = supplierPage.getByRole('region', { name: 'Devolución' });
  await expect(request_.getByText('Llegó dañado · Abierta')).toBeVisible({ timeout: 30_000 });
  await expect(request_.getByRole('img', { name: 'Foto 1 de la devolución' })).toBeVisible();
  await expect(request_.getByText('La tapa llegó rota.')).toBeVisible();
  const decision = request_.getByRole('form', { name: 'Responder la solicitud' });
  await decision.getByLabel('Nota para el cliente').fill('Te enviamos la guía por correo.');
  await decision.getByLabel('Nota interna').fill('Revisar el empaque del lote.');
  await expectNoSeriousA11yViolations(supplierPage, 'return decision form');
  for (const width of [390, 1280]) {
    await supplierPage.setViewportSize({ width, height: 900 });
    await lookAt(supplierPage, {
      path: `test-results/screens/${testInfo.project.name}-return-supplier-${width}.png`,
      fullPage: true,
    });
  }
  await decision.getByRole('button', { name: 'Aceptar' }).click();
  await expect(request_.getByText('Llegó dañado · Cerrada · Aceptada')).toBeVisible();
  await expect(request_.getByText('Revisar el empaque del lote.')).toBeVisible();
  // … and gives part of the money back, recorded by hand (the shopper paid in the store).
  const refunds = supplierPage.getByRole('region', { name: 'Reembolsos' });
  await expect(refunds.getByLabel('Solicitud de devolución que atiende')).toHaveValue(/^ret_/);
  await refunds.getByLabel('Monto a reembolsar').fill('1');
  await refunds.getByLabel('Nota para el cliente').fill('Te devolvemos el envío.');
  await expectNoSeriousA11yViolations(supplierPage, 'refund form');
  await refunds.getByRole('button', { name: 'Reembolsar' }).click();
  await expect(
    refunds.getByRole('status').filter({ hasText: 'Reembolso de $1.00: Completado.' }),
  ).toBeVisible();
  // The page comes back with the refund listed, answering the accepted request (chosen for it).
  await expect(
    refunds.getByRole('listitem').filter({ hasText: 'Te devolvemos el envío.' }),
  ).toContainText('Devolución del');
  await lookAt(supplierPage, {
    path: `test-results/screens/${testInfo.project.name}-refund-supplier.png`,
    fullPage: true,
  });
  await supplier.close();

  // The shopper sees the decision and the supplier's note, not the internal one.
  await page.reload();
  await expect(returns.getByText('Llegó dañado · Cerrada · Aceptada')).toBeVisible();
  await expect(returns.getByText('Te enviamos la guía por correo.')).toBeVisible();
  await expect(page.getByText('Revisar el empaque del lote.')).toHaveCount(0);
  // The refund, with the supplier's note.
  const refunded = page.getByRole('region', { name: 'Reembolsos' });
  await expect(refunded.getByText('$1.00')).toBeVisible();
  await expect(refunded.getByText('Completado')).toBeVisible();
  await expect(refunded.getByText('Te devolvemos el envío.')).toBeVisible();
  // Accepted: nothing more to ask.
  await expect(returns.getByRole('button', { name: 'Solicitar devolución' })).toHaveCount(0);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await lookAt(page, {
      path: `test-results/screens/${testInfo.project.name}-return-customer-${width}.png`,
      fullPage: true,
    });
  }
});
