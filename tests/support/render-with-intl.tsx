import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';

import { catalogues } from '@/lib/i18n/catalogues';
import { pick } from '@/lib/i18n/pick';

/**
 * Renders UI with the real messages of a locale (every namespace), as the app does; with `only`,
 * just those namespaces (or parts, `'checkout.sharedAddAll'`), as a page's `pick` hands them to
 * its islands, so a test fails when an island needs words its page does not give it.
 */
export function renderWithIntl(
  ui: ReactElement,
  locale: 'es' | 'en' = 'es',
  only?: Parameters<typeof pick>[1][],
) {
  return render(
    <NextIntlClientProvider
      locale={locale}
      messages={only ? pick(catalogues[locale], ...only) : catalogues[locale]}
      timeZone="America/Mexico_City"
    >
      {ui}
    </NextIntlClientProvider>,
  );
}
