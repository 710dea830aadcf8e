import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';

import en from '@/messages/en.json';
import es from '@/messages/es.json';

/** Renders UI with the real messages of a locale, as the app does. */
export function renderWithIntl(ui: ReactElement, locale: 'es' | 'en' = 'es') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'es' ? es : en} timeZone="America/Mexico_City">
      {ui}
    </NextIntlClientProvider>,
  );
}
