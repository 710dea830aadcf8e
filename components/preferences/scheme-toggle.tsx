import { useTranslations } from 'next-intl';

import { buttonVariants } from '@/components/ui/button';
import { MoonIcon, SunIcon } from '@/components/ui/line-icons';

import { PreferenceLink } from './preference-link';

const BUTTON = buttonVariants({ variant: 'nav-icon' });

/**
 * The dark-mode toggle (spec 01 §4 "Theme"). Both choices are in the HTML and the `dark:` variant
 * shows the one that makes sense in the scheme the page has (the saved choice, or the system's),
 * so it is right without JavaScript and before hydration.
 */
export function SchemeToggle({ className = '' }: { className?: string }) {
  const t = useTranslations('preferences');
  return (
    <span className={`inline-flex ${className}`}>
      <PreferenceLink
        kind="scheme"
        value="dark"
        aria-label={t('darkMode')}
        className={`inline-flex dark:hidden ${BUTTON}`}
      >
        <MoonIcon />
      </PreferenceLink>
      <PreferenceLink
        kind="scheme"
        value="light"
        aria-label={t('lightMode')}
        className={`hidden dark:inline-flex ${BUTTON}`}
      >
        <SunIcon />
      </PreferenceLink>
    </span>
  );
}
