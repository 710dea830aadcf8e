import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { OutboxTable } from '@/components/account/outbox-table';
import { isLocale } from '@/lib/i18n/locales';
import { outboxReadable } from '@/lib/server/delivery/outbox-access';
import { serverApiClient } from '@/lib/server/http/in-process-client';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false, follow: false } };

type Query = Promise<Record<string, string | string[] | undefined>>;

/**
 * `/dev/outbox`: what would have gone out by e-mail or SMS (PINs, reset codes), so a person can
 * sign up without a mail server. In production a 404 unless no provider is configured and the site
 * runs on this machine, or OUTBOX_PAGE=1 (lib/server/delivery/outbox-access.ts). `?recipient=`
 * filters.
 */
export default async function DevOutboxPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Query;
}) {
  const [{ locale }, query, requestHeaders] = await Promise.all([params, searchParams, headers()]);
  const host = requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host');
  if (!isLocale(locale) || !outboxReadable(host)) notFound();
  const recipient = typeof query.recipient === 'string' ? query.recipient : undefined;
  const answer = await serverApiClient(host ? { host } : {}).api.dev.outbox.$get({
    query: recipient ? { recipient } : {},
  });
  if (answer.status !== 200) notFound();
  const { results } = await answer.json();
  const t = await getTranslations('account');
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-2xl font-bold">{t('outboxTitle')}</h1>
      <p className="mt-2 mb-6 text-gray-700 dark:text-gray-300">{t('outboxIntro')}</p>
      <OutboxTable messages={results} locale={locale} />
    </main>
  );
}
