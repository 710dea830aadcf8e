import { expect, test } from './support/test';

import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectFitsTheScreen } from './support/fits';

// The platform's legal pages (issue 20): sign-up's "terms and conditions" link opens them, and
// each links the others.
test("sign-up's terms link opens the platform's terms, which lead to the privacy notice", async ({
  page,
}) => {
  await page.goto('/registro');
  await page.getByRole('link', { name: 'Leer los términos y condiciones' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Términos y condiciones');
  await expect(page.getByRole('heading', { name: 'Comisiones y monederos' })).toBeVisible();
  await expectFitsTheScreen(page);
  await expectNoSeriousA11yViolations(page, 'terms page');

  await page
    .getByRole('navigation', { name: 'Más información legal' })
    .getByRole('link', { name: 'Aviso de privacidad' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aviso de privacidad');
  await expect(page.getByRole('heading', { name: 'Tus derechos ARCO' })).toBeVisible();
});
