import { expectNoSeriousA11yViolations } from './support/a11y';
import { demoItemsToBuy } from './support/demo-items';
import { signUpShopper, signUpWithFreshShop } from './support/fresh-shop';
import { lookAt } from './support/look-at';
import { placeSignedInPickUpOrder } from './support/pick-up-order';
import { expect, test } from './support/test';

// Campaigns and short links (issue 19): a new reseller makes a campaign; a visitor in a fresh
// browser opens its short link, lands on the shop with the tracking cookies, and buys; the
// campaign then counts the click and the order. The reseller is new, so the figures start at 0.

const PATH = '/apps/me/referral/campaigns';
/** A person's browser: headless Chrome names itself in its user agent, and is left out as a crawler. */
const PERSON_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

test.describe.configure({ timeout: 120_000 });

test('a short link counts its click and the order its visitor places', async ({
  page,
  browser,
}, testInfo) => {
  await signUpWithFreshShop(page, 'campana');
  await page.goto(PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Campañas' })).toBeVisible();
  await expect(page.getByText('Aún no tienes campañas.')).toBeVisible();

  // A page outside the platform is refused on its field.
  const form = page.getByRole('form', { name: 'Nueva campaña' });
  await form.getByLabel('Nombre').fill('Buen Fin en demo');
  await form.getByLabel('Página a promover').fill('https://evil.example.com/');
  await form.getByRole('button', { name: 'Crear campaña' }).click();
  await expect(
    form.getByText('La página debe ser de la plataforma o de una de sus tiendas.'),
  ).toBeVisible();

  await form.getByLabel('Página a promover').fill('/tienda/demo/');
  await form.getByRole('button', { name: 'Crear campaña' }).click();
  await expect(page.getByText('Campaña creada')).toBeVisible();
  const card = page.locator('[data-campaign]').filter({ hasText: 'Buen Fin en demo' });
  await expect(card.locator('[data-campaign-figures]')).toContainText('0 clics · 0 pedidos');
  const shortLink = await card.getByLabel('Enlace corto').inputValue();
  expect(shortLink).toMatch(/\/l\/[0-9a-z]{8}$/);
  await expectNoSeriousA11yViolations(page, 'campaigns');
  await lookAt(page, { path: testInfo.outputPath('campaigns-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 412, height: 915 });
  await lookAt(page, { path: testInfo.outputPath('campaigns-phone.png'), fullPage: true });

  // A visitor in a browser of their own follows the link and buys.
  const visitor = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    userAgent: PERSON_UA,
    extraHTTPHeaders: { 'x-forwarded-for': `10.251.${Date.now() % 250}.${testInfo.retry + 1}` },
  });
  try {
    const visit = await visitor.newPage();
    await visit.goto(shortLink);
    await expect(visit).toHaveURL(/\/tienda\/demo\/?\?.*campaign=cmp_/);
    const cookies = Object.fromEntries(
      (await visitor.cookies()).map((cookie) => [cookie.name, cookie.value]),
    );
    expect(cookies.campaign).toMatch(/^cmp_/);
    expect(cookies.clickID).toMatch(/^clk_/);
    await signUpShopper(visit, 'visitante');
    const [item] = await demoItemsToBuy(visit.request, 1);
    await placeSignedInPickUpOrder(visit.request, item!.id, item!.supplier.id);
  } finally {
    await visitor.close();
  }

  await page.reload();
  await expect(card.locator('[data-campaign-figures]')).toContainText('1 clic · 1 pedido');

  // The visitor signed up after following the link: one of the reseller's referrals.
  await card.getByRole('link', { name: 'Ver referidos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tus referidos' })).toBeVisible();
  await expect(page.locator('[data-referred]')).toHaveCount(1);
  await expect(page.locator('[data-referred]')).toContainText('Comprador visitante');
  await expect(page.locator('[data-referred]')).toContainText(
    'campaña «Buen Fin en demo» · 1 pedido',
  );
  await expectNoSeriousA11yViolations(page, 'referred');
  await lookAt(page, { path: testInfo.outputPath('referred-phone.png'), fullPage: true });
  await page.goto(PATH);

  // Deleted after a second press, its link leads nowhere.
  await card.getByRole('button', { name: 'Eliminar: Buen Fin en demo' }).click();
  await card.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(page.getByText('Campaña eliminada')).toBeVisible();
  await expect(page.getByText('Aún no tienes campañas.')).toBeVisible();
  const gone = await page.request.get(shortLink, { maxRedirects: 0 });
  expect(gone.status()).toBe(404);
  expect(await gone.text()).toContain('Este enlace no existe');
});

test('a campaign’s channels each have their own link', async ({ page }) => {
  await signUpWithFreshShop(page, 'canales');
  const created = await page.request.post('/api/me/campaigns', {
    data: { name: 'Con canales', url: '/tienda/demo/' },
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaign = (await created.json()) as { id: string; encoded_mkt_url: string };
  await page.goto(`${PATH}/${campaign.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Con canales' })).toBeVisible();
  await expect(page.getByText('Esta campaña aún no tiene canales.')).toBeVisible();

  const form = page.getByRole('form', { name: 'Nuevo canal' });
  await form.getByLabel('Nombre del canal').fill('Grupo de WhatsApp');
  await form.getByLabel('Presupuesto').fill('150');
  await form.getByRole('button', { name: 'Agregar canal' }).click();
  await expect(page.getByText('Canal creado')).toBeVisible();
  const channel = page.locator('[data-channel]').filter({ hasText: 'Grupo de WhatsApp' });
  await expect(channel.getByLabel('Enlace del canal Grupo de WhatsApp')).toHaveValue(
    `${campaign.encoded_mkt_url}/grupo-de-whatsapp`,
  );
  await expect(channel).toContainText('0 clics · 0 impresiones · presupuesto $150.00');

  await channel.getByRole('button', { name: 'Pausar: Grupo de WhatsApp' }).click();
  await expect(page.getByText('Canal actualizado')).toBeVisible();
  await expect(channel).toContainText('En pausa');
  await expectNoSeriousA11yViolations(page, 'campaign channels');
});

test('a shop owner shares any shop page with their referral from the floating widget', async ({
  page,
}, testInfo) => {
  await signUpWithFreshShop(page, 'widget');
  const me = (await (await page.request.get('/api/auth/me')).json()) as { id: string };
  await page.goto('/tienda/demo/');
  const open = page.getByRole('button', { name: 'Crea campaña y comparte' });
  await expect(open).toBeVisible();
  // Floating at the bottom left of the window, wherever the page is scrolled.
  await page.mouse.wheel(0, 1500);
  const box = (await open.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeLessThan(40);
  expect(box.y + box.height).toBeGreaterThan(viewport.height - 40);
  await open.click();
  const panel = page.getByRole('dialog', { name: 'Comparte esta página' });
  await expect(panel).toBeVisible();
  const link = new URL(await panel.getByLabel('Enlace para compartir').inputValue());
  expect(link.pathname).toMatch(/^\/tienda\/demo\/?$/);
  expect(link.searchParams.get('referral')).toBe(me.id);
  await expect(panel.getByRole('link', { name: 'Ver todas mis campañas' })).toHaveAttribute(
    'href',
    PATH,
  );
  await lookAt(page, { path: testInfo.outputPath('campaign-widget-desktop.png') });
  await page.setViewportSize({ width: 412, height: 915 });
  await lookAt(page, { path: testInfo.outputPath('campaign-widget-phone.png') });
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  // Not on the purchases page.
  await page.goto('/tienda/demo/mis-compras');
  await expect(page.getByRole('button', { name: 'Menú de tu cuenta' })).toBeVisible();
  await expect(open).toHaveCount(0);
});
