import { platformPlace } from '@/components/account/platform-place';
import { preferencesMetadata } from '@/components/profile/preferences-metadata';
import { PreferencesPage } from '@/components/profile/preferences-page';

// Per visitor: it reads the session cookie.
export const dynamic = 'force-dynamic';

export function generateMetadata() {
  return preferencesMetadata();
}

/** `/preferencias` on the platform host: the signed-in user's profile. */
export default async function PlatformPreferencesPage({
  params,
}: {
  params: Promise<{ locale: string }>;
}) {
  const { locale, base } = await platformPlace(params);
  return <PreferencesPage locale={locale} base={base} />;
}
