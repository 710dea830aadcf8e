import { expect, test } from './support/test';

import { expectNoSeriousA11yViolations } from './support/a11y';
import { demoItemsToBuy } from './support/demo-items';
import { lookAt } from './support/look-at';
import { signUpShopper } from './support/fresh-shop';
import { placeSignedInPickUpOrder, signInDemo } from './support/pick-up-order';

// The shop's back office beside its orders (issue 18, spec 02 §2 `/admin/reportes/ordenes` and
// `/admin/contactos`): a visitor writes to `demo` through its contact form and a shopper buys
// there; the owner opens the orders report from the shop's toolbar, switches its range, reads the
// figures, and reads the visitor's message in the contacts inbox, which the alert links to. Then
// `/admin/solicitudes`: the seeded return requests on `demo`'s orders, and one followed to its
// order and the refund that answers it. Counts are not asserted exactly: other specs buy on `demo`
// on the same server.

const OWNER = 'dueno.demo@tienda.test';
const QUIET_SUPPLIERS = ['sup_tecno', 'sup_cafe', 'sup_bienestar'];

test.describe.configure({ timeout: 120_000 });

test("the owner reads the shop's orders report over two ranges and a visitor's message in the inbox", async ({
  page,
  browser,
  extraHTTPHeaders,
}, testInfo) => {
  const [item] = await demoItemsToBuy(page.request, 1, (id) => QUIET_SUPPLIERS.includes(id));
  const visitorName = `Visitante ${testInfo.repeatEachIndex}-${Date.now().toString(36)}`;
  const words = `¿Tienen ${item!.name} en otro color? (${visitorName})`;

  // A visitor writes through the contact form, then a shopper buys one unit.
  const visitorContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders,
  });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/tienda/demo/contacto');
  const form = visitor.getByRole('main').getByRole('form', { name: 'Envíanos un mensaje' });
  await form.getByLabel('Nombre').fill(visitorName);
  await form.getByLabel('Correo electrónico').fill('visitante@example.mx');
  await form.getByLabel('Mensaje').fill(words);
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByRole('status')).toContainText('¡Gracias!');
  // A shopper of their own: specs running beside this one buy with the demo customer.
  await signUpShopper(visitor, 'reporte');
  await placeSignedInPickUpOrder(visitor.request, item!.id, item!.supplier.id);
  // The report is not a shopper's: the same 404 as an unknown page.
  expect((await visitor.goto('/tienda/demo/admin/reportes/ordenes'))?.status()).toBe(404);
  expect((await visitor.goto('/tienda/demo/admin/contactos'))?.status()).toBe(404);
  await visitorContext.close();

  // The owner signs in; the shop's toolbar leads to the report and the inbox.
  await signInDemo(page.request, OWNER);
  await page.goto('/tienda/demo/');
  const toolbar = page.getByRole('group', { name: 'Herramientas de la tienda' });
  await expect(toolbar.getByRole('link', { name: 'Contactos' })).toHaveAttribute(
    'href',
    '/tienda/demo/admin/contactos',
  );
  await toolbar.getByRole('link', { name: 'Reporte de órdenes' }).click();

  // 30 days by default: today's order is among the figures, in its state.
  await expect(page.getByRole('heading', { level: 1, name: 'Reporte de órdenes' })).toBeVisible();
  const ranges = page.getByRole('navigation', { name: 'Periodo del reporte' });
  await expect(ranges.getByRole('link', { name: '30 días' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Por día' })).toBeVisible();
  const pending = page
    .getByRole('region', { name: 'Por estado' })
    .getByRole('row', { name: /^Pendiente de pago/ });
  await expect(pending.getByRole('cell').first()).not.toHaveText('0');
  await expect(page.getByTestId('orders-report-chart').locator('svg').first()).toBeVisible();

  // A week: still today's order; a year: by month.
  await ranges.getByRole('link', { name: '7 días' }).click();
  await expect(page).toHaveURL(/\/tienda\/demo\/admin\/reportes\/ordenes\?range=7d$/);
  await expect(ranges.getByRole('link', { name: '7 días' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(pending.getByRole('cell').first()).not.toHaveText('0');
  await page.getByText('Ver las cifras del gráfico').click();
  await expect(page.getByRole('region', { name: 'Por día' }).getByRole('row')).toHaveCount(8);
  await expectNoSeriousA11yViolations(page, 'orders report, 7 days');
  await lookAt(page, {
    path: `test-results/screens/${testInfo.project.name}-orders-report.png`,
    fullPage: true,
  });
  await ranges.getByRole('link', { name: '12 meses' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Por mes' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await lookAt(page, {
    path: `test-results/screens/${testInfo.project.name}-orders-report-narrow.png`,
    fullPage: true,
  });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The message reached the owner's alerts, linked to the inbox.
  const alerts = (await (await page.request.get('/api/me/alerts?limit=50')).json()) as {
    results: { message_body: string; shop: string | null }[];
  };
  expect(alerts.results.map((a) => a.message_body)).toContain(
    `Nuevo mensaje de ${visitorName} (Contacto)`,
  );

  // The inbox: the newest message first, with who wrote and what.
  await page.goto('/tienda/demo/');
  await toolbar.getByRole('link', { name: 'Contactos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contactos' })).toBeVisible();
  const message = page.getByRole('article', { name: visitorName });
  await expect(message).toContainText(words);
  await expect(message).toContainText('visitante@example.mx');
  await expect(message).toContainText('Contacto');
  await expectNoSeriousA11yViolations(page, 'contacts inbox');
  await lookAt(page, {
    path: `test-results/screens/${testInfo.project.name}-contacts.png`,
    fullPage: true,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await lookAt(page, {
    path: `test-results/screens/${testInfo.project.name}-contacts-narrow.png`,
    fullPage: true,
  });
});

test("the owner reads the return requests on the shop's orders and follows one to its refund", async ({
  page,
}, testInfo) => {
  await signInDemo(page.request, OWNER);
  await page.goto('/tienda/demo/');
  await page
    .getByRole('group', { name: 'Herramientas de la tienda' })
    .getByRole('link', { name: 'Solicitudes' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes' })).toBeVisible();
  // The seed's accepted return on demo_01, answered by a refund.
  const states = page.getByRole('navigation', { name: 'Estado de las solicitudes' });
  await states.getByRole('link', { name: 'Cerradas' }).click();
  await expect(page).toHaveURL(/\/tienda\/demo\/admin\/solicitudes\?estado=closed$/);
  await expect(states.getByRole('link', { name: 'Cerradas' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const request = page
    .getByRole('article')
    .filter({ hasText: 'La caja llegó golpeada y la pantalla tiene una raya.' });
  await expect(request).toContainText('Cerrada · Aceptada');
  await expect(request).toContainText('Lamentamos el daño');
  await expect(page.getByText('Reclamar a la paquetería')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'return requests');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await lookAt(page, {
      path: `test-results/screens/${testInfo.project.name}-shop-returns-${width}.png`,
      fullPage: true,
    });
  }

  // The order's page, read only: the request and the refund that answers it.
  await request.getByRole('link', { name: /^Ver la orden/ }).click();
  await expect(page.getByRole('region', { name: 'Devolución' })).toContainText(
    'Llegó dañado · Cerrada · Aceptada',
  );
  const refunds = page.getByRole('region', { name: 'Reembolsos' });
  await expect(refunds).toContainText('Te reembolsamos una parte por el daño');
  await expect(refunds).toContainText(/Devolución del/);
  await expect(refunds.getByRole('button', { name: 'Reembolsar' })).toHaveCount(0);
  await expect(page.getByText('Reclamar a la paquetería')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, "shop's order with its refund");
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the report reads and switches range as plain links, its figures in tables', async ({
    page,
  }) => {
    await signInDemo(page.request, OWNER);
    await page.goto('/tienda/demo/admin/reportes/ordenes?range=3m');
    await expect(page.getByRole('heading', { level: 1, name: 'Reporte de órdenes' })).toBeVisible();
    const ranges = page.getByRole('navigation', { name: 'Periodo del reporte' });
    await expect(ranges.getByRole('link', { name: '3 meses' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await ranges.getByRole('link', { name: '14 días' }).click();
    await expect(page).toHaveURL(/\?range=14d$/);
    // With orders, the tables; on a quiet server, the empty state's way to a longer period.
    await expect(
      page
        .getByRole('region', { name: 'Por estado' })
        .or(page.getByText('No hubo órdenes en este periodo.')),
    ).toBeVisible();
  });
});
