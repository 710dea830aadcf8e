import { type Browser, expect, type Locator, type Page, test, type TestInfo } from './support/test';

import { lookAt } from './support/look-at';

// 'My catalogues' (issue 6): the demo owner creates, renames, reorders (keyboard and drag) and
// deletes catalogues (with undo) in the modal, and an anonymous visitor sees the result on the
// next load of {base}catalogos.

const SHOP = '/tienda/demo';

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await lookAt(page, {
    path: `test-results/screens-catalogues/${testInfo.project.name}-${name}.png`,
  });
}

async function logInAsDemoOwner(page: Page) {
  await page.context().addCookies([
    { name: 'theme', value: 'light', domain: 'localhost', path: '/' },
    { name: 'NEXT_LOCALE', value: 'es', domain: 'localhost', path: '/' },
  ]);
  const res = await page.request.post('/api/auth/login', {
    data: { username: 'dueno.demo@tienda.test', password: 'Demo1234!' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function openMyCatalogues(page: Page): Promise<Locator> {
  await page.goto(SHOP);
  const entry = page.getByRole('button', { name: 'Mis catálogos' });
  await entry.click();
  const dialog = page.getByRole('dialog', { name: 'Mis catálogos' });
  await expect(dialog.getByRole('columnheader', { name: 'Nombre' })).toBeVisible();
  await expect(dialog.getByRole('rowheader').first()).toBeVisible();
  return dialog;
}

const rowNames = (dialog: Locator) => dialog.getByRole('rowheader').allTextContents();

/** The names on the anonymous catalogue list page, in its order (a fresh context: no session). */
async function anonymousCatalogueNames(browser: Browser): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const res = await page.goto(`${SHOP}/catalogos`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Mis catálogos' })).toHaveCount(0);
  const names = await page.locator('main h2, main h3').allTextContents();
  await context.close();
  return names.map((n) => n.trim());
}

test('the demo owner creates, renames, reorders and deletes catalogues; visitors see it on the next load', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36).slice(-5);
  const spring = `E2E Primavera ${tag}`;
  const renamed = `E2E Primavera nueva ${tag}`;
  const autumn = `E2E Otoño ${tag}`;

  // Anonymous visitors never see the entry.
  const anonymous = await anonymousCatalogueNames(browser);
  expect(anonymous.length).toBeGreaterThan(0);

  await logInAsDemoOwner(page);
  const dialog = await openMyCatalogues(page);
  await screenshot(page, testInfo, '1-list');

  // Create two.
  for (const name of [spring, autumn]) {
    await dialog.getByRole('button', { name: 'Nuevo catálogo' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo catálogo' });
    await form.getByLabel('Nombre').fill(name);
    if (name === spring) await screenshot(page, testInfo, '2-new');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form).toBeHidden();
    await expect(dialog.getByText(`Se creó el catálogo «${name}».`)).toBeVisible();
  }
  await expect(dialog.getByRole('rowheader', { name: autumn })).toBeVisible();
  await expect.poll(async () => (await rowNames(dialog)).slice(-2)).toEqual([spring, autumn]);

  // The server's name rule shows on the field (only punctuation: no address can be built).
  await dialog.getByRole('button', { name: 'Nuevo catálogo' }).click();
  const invalid = page.getByRole('dialog', { name: 'Nuevo catálogo' });
  await invalid.getByLabel('Nombre').fill('¡¡!!');
  await invalid.getByRole('button', { name: 'Guardar' }).click();
  await expect(invalid.getByText('Nombre inválido')).toBeVisible();
  await invalid.getByRole('button', { name: 'Cerrar' }).click();

  // Rename.
  await dialog.getByRole('button', { name: `Editar ${spring}` }).click();
  const edit = page
    .getByRole('dialog', { name: 'Editar catálogo' })
    .filter({ has: page.getByLabel('Nombre') });
  await expect(edit.getByLabel('Nombre')).toHaveValue(spring);
  await edit.getByLabel('Nombre').fill(renamed);
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByRole('rowheader', { name: renamed })).toBeVisible();
  await expect(dialog.getByText(`Se actualizó el catálogo «${renamed}».`)).toBeVisible();

  // Reorder with the keyboard: autumn one place up.
  const moved = page.waitForResponse(
    (r) => r.url().includes('/move') && r.request().method() === 'POST',
  );
  const autumnHandle = dialog.getByRole('button', { name: `Mover ${autumn}` });
  await autumnHandle.focus();
  // Each key waits for what the sorter announces (no fixed pauses): picked up (or over its own
  // place), then one place up.
  const announced = page.getByText(
    new RegExp(`^(Tomaste ${autumn}, en|${autumn} está en) la posición \\d+ de \\d+\\.$`),
  );
  await page.keyboard.press('Space');
  await expect(announced).toBeAttached();
  const pickedAt = Number(/posición (\d+)/.exec((await announced.textContent()) ?? '')?.[1]);
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(`${autumn} está en la posición ${pickedAt - 1} de`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(dialog.getByText('Actualizando posición')).toBeVisible();
  expect((await moved).status()).toBe(200);
  await expect.poll(async () => (await rowNames(dialog)).slice(-2)).toEqual([autumn, renamed]);
  await screenshot(page, testInfo, '3-moved');
  await expect(dialog.getByText('Actualizando posición')).toBeHidden({ timeout: 4000 });

  // Reorder by dragging: the renamed one back above autumn.
  const dragged = page.waitForResponse(
    (r) => r.url().includes('/move') && r.request().method() === 'POST',
  );
  const from = (await dialog.getByRole('button', { name: `Mover ${renamed}` }).boundingBox())!;
  const to = (await dialog.getByRole('button', { name: `Mover ${autumn}` }).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 8, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 4, { steps: 12 });
  await page.mouse.up();
  expect((await dragged).status()).toBe(200);
  await expect.poll(async () => (await rowNames(dialog)).slice(-2)).toEqual([renamed, autumn]);

  // A visitor sees the new name and order on the next load.
  let visible = await anonymousCatalogueNames(browser);
  expect(visible.filter((n) => n.endsWith(tag))).toEqual([renamed, autumn]);

  // Delete with undo: nothing is sent while the row says 'Eliminando'. The page's clock is moved
  // past the 5 s instead of waiting them out.
  await page.clock.install();
  const deletes: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'DELETE') deletes.push(r.url());
  });
  await dialog.getByRole('button', { name: `Eliminar ${autumn}` }).click();
  const autumnRow = dialog.getByRole('row').filter({ hasText: autumn });
  await expect(autumnRow.getByText('Eliminando')).toBeVisible();
  await screenshot(page, testInfo, '4-deleting');
  await autumnRow.getByRole('button', { name: 'Deshacer' }).click();
  await expect(autumnRow.getByText('Eliminando')).toBeHidden();
  await page.clock.runFor(5_600);
  await expect(dialog.getByRole('rowheader', { name: autumn })).toBeVisible();

  const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE');
  await dialog.getByRole('button', { name: `Eliminar ${autumn}` }).click();
  await expect(autumnRow.getByText('Eliminando')).toBeVisible();
  await page.clock.runFor(5_000);
  expect((await deleted).status()).toBe(204);
  // Only this one: the undone removal never went out.
  expect(deletes).toHaveLength(1);
  await expect(dialog.getByText('El catálogo se eliminó correctamente.')).toBeVisible();
  await expect(dialog.getByRole('rowheader', { name: autumn })).toHaveCount(0);

  visible = await anonymousCatalogueNames(browser);
  expect(visible.filter((n) => n.endsWith(tag))).toEqual([renamed]);

  // Leave demo as the seed made it (other specs count its catalogues).
  const id = await page.evaluate(async (name) => {
    const res = await fetch('/api/shops/demo/catalogues?limit=100');
    const body = (await res.json()) as { results: Array<{ id: string; name: string }> };
    return body.results.find((c) => c.name === name)?.id;
  }, renamed);
  const cleanup = await page.request.delete(`/api/shops/demo/catalogues/${id}?force=true`, {
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  expect(cleanup.status()).toBe(204);
});

test('the My catalogues modal on a phone @phone-only', async ({ page }, testInfo) => {
  await logInAsDemoOwner(page);
  const dialog = await openMyCatalogues(page);
  await expect(dialog.getByRole('button', { name: 'Nuevo catálogo' })).toBeVisible();
  await screenshot(page, testInfo, 'modal');
  await dialog.getByRole('button', { name: 'Nuevo catálogo' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Nuevo catálogo' }).getByLabel('Nombre'),
  ).toBeVisible();
  await screenshot(page, testInfo, 'new-form');
});
