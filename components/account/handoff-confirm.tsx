import { getTranslations } from 'next-intl/server';

import { Button } from '@/components/ui/button';
import { HANDOFF_PATHS } from '@/lib/domain/paths/handoff-paths';
import { shopHref } from '@/lib/domain/paths/tenancy';

import { AccountPageShell } from './account-page-shell';

type Query = Record<string, string | string[] | undefined>;

function one(query: Query, key: string): string {
  const value = query[key];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** The domain the hand-off would go to, as the person should read it; null for a bad address. */
function domainOf(redirectUri: string): string | null {
  try {
    return new URL(redirectUri).host || null;
  } catch {
    return null;
  }
}

/**
 * `/auth/confirm` (spec 02 §7 "Allow"): before a session goes to a shop's own domain — a host its
 * owner runs — the person says yes. A plain form back to this host's authorize page, no script.
 * The API checks the address again; this page only shows it.
 */
export async function HandoffConfirm({ base, query }: { base: string; query: Query }) {
  const t = await getTranslations('account');
  const redirectUri = one(query, 'redirect_uri');
  const domain = domainOf(redirectUri);
  return (
    <AccountPageShell
      title={t('handoffTitle', { domain: domain ?? '' })}
      intro={<p>{t('handoffBody', { domain: domain ?? '' })}</p>}
    >
      <form method="post" action={HANDOFF_PATHS.authorize} className="flex flex-col gap-3">
        <input type="hidden" name="redirect_uri" value={redirectUri} />
        <input type="hidden" name="state" value={one(query, 'state')} />
        <Button type="submit" variant="platform" disabled={!domain}>
          {t('handoffContinue')}
        </Button>
        <Button asChild variant="link">
          <a href={shopHref(base, '')}>{t('handoffCancel')}</a>
        </Button>
      </form>
    </AccountPageShell>
  );
}
