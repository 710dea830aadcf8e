import { useTranslations } from 'next-intl';

import { type Locale, locales } from '@/lib/i18n/locales';

import { PreferenceLink } from './preference-link';

/** Each language by its own name, as language pickers show them. */
const LANGUAGE_NAMES = { es: 'Español', en: 'English' } as const satisfies Record<Locale, string>;

/**
 * The es/en selector (spec 01 §2 Theme04): the current language is marked, the other is a link
 * that stores `NEXT_LOCALE` for a year and reloads the page in it (without JavaScript through the
 * API, which comes back to the same page). It inherits the text colour of where it stands.
 */
export function LanguageSelector({
  locale,
  className = '',
}: {
  locale: Locale;
  className?: string;
}) {
  const t = useTranslations('preferences');
  return (
    <ul aria-label={t('language')} className={`flex items-center gap-1 text-sm ${className}`}>
      {locales.map((value) => (
        <li key={value}>
          <PreferenceLink
            kind="locale"
            value={value}
            lang={value}
            {...(value === locale ? { 'aria-current': 'true' as const } : null)}
            // The `language-link` component class of app/globals.css: a shop page shows the selector
            // up to three times (nav bar, phone menu, footer), each in its HTML and its flight data.
            className="language-link"
          >
            {LANGUAGE_NAMES[value]}
          </PreferenceLink>
        </li>
      ))}
    </ul>
  );
}
