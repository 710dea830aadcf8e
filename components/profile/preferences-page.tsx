import 'server-only';

import { redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';

import type { Profile } from '@/lib/api/schemas/profile';
import { shopHref } from '@/lib/domain/paths/tenancy';
import { pick } from '@/lib/i18n/pick';
import { visitorApiClient } from '@/lib/server/http/in-process-client';

import { AccountPageShell } from '../account/account-page-shell';
import { NoScriptNotice } from '../account/no-script-notice';
import { ChangePasswordForm } from './change-password-form';
import { countryOptions } from './country-options';
import { ProfileEditor } from './profile-editor';

type ProfileRead = { kind: 'signed-out' } | { kind: 'read'; profile: Profile } | { kind: 'failed' };

/** The visitor's profile through the API, as the session cookie says. */
async function readProfile(): Promise<ProfileRead> {
  const api = await visitorApiClient();
  if (!api) return { kind: 'signed-out' };
  try {
    const res = await api.api.me.profile.$get();
    if (res.status === 200) return { kind: 'read', profile: await res.json() };
    return (res.status as number) === 401 ? { kind: 'signed-out' } : { kind: 'failed' };
  } catch (error) {
    console.error('[preferences] profile read failed', error);
    return { kind: 'failed' };
  }
}

/**
 * `{base}preferencias` (spec 02 §2): the signed-in user's profile, server-rendered and edited by a
 * client island, and the change-password form. Anonymous visitors go to the login page, which
 * brings them back here.
 */
export async function PreferencesPage({ locale, base }: { locale: string; base: string }) {
  const here = shopHref(base, 'preferencias');
  const read = await readProfile();
  if (read.kind === 'signed-out')
    redirect(shopHref(base, `login?next=${encodeURIComponent(here)}`));
  const [t, messages] = await Promise.all([getTranslations('profile'), getMessages()]);
  const initial = read.kind === 'read' ? read.profile : null;
  return (
    <AccountPageShell title={t('title')} intro={t('intro')}>
      <NoScriptNotice message={t('noScript')} />
      {/* The islands' words: the profile namespace and the contract's field errors. */}
      <NextIntlClientProvider messages={pick(messages, 'profile', 'auth.fieldErrors')}>
        <ProfileEditor
          initial={initial}
          countries={countryOptions(locale, initial?.country ?? null)}
        />
        <div className="mt-8 border-t border-gray-200 pt-6 dark:border-gray-700">
          <ChangePasswordForm
            loginHref={shopHref(base, `login?next=${encodeURIComponent(here)}`)}
          />
        </div>
      </NextIntlClientProvider>
    </AccountPageShell>
  );
}
