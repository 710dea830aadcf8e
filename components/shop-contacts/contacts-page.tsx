import 'server-only';

import { notFound, redirect } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';

import { AccountPageShell } from '@/components/account/account-page-shell';
import { ORDERS_CARD, TERM } from '@/components/orders/order-styles';
import { OrdersLoadFailed } from '@/components/orders/orders-load-failed';
import { LIST_ACTION_CLASS, ListMessage } from '@/components/storefront/list-message';
import { Pagination } from '@/components/storefront/pagination';
import Link from '@/components/ui/link';
import type { ContactMessagesPage } from '@/lib/api/schemas/contact';
import { CONTACTS_PATH } from '@/lib/domain/paths/shop-admin-paths';
import { shopHref } from '@/lib/domain/paths/tenancy';
import { pageCount, pageHref } from '@/lib/domain/request/paging';
import { PLATFORM_TIME_ZONE } from '@/lib/i18n/locales';

import { CONTACTS_PAGE_SIZE, readContactMessages } from './contacts-reads';

/**
 * `{base}admin/contactos` (spec 02 §2 "Shop admin routes"): the messages visitors sent through
 * the shop's contact and technical-query forms, newest first, 10 a page — who wrote, how to reach
 * them, which form, when and what. For the shop's owner and admins; anonymous visitors log in
 * first, anyone else gets a 404. A new message alerts them and links here.
 */
export async function ContactsPage({
  base,
  slug,
  page,
}: {
  base: string;
  slug: string;
  page: number;
}) {
  const here = pageHref(base, CONTACTS_PATH, {}, page);
  const read = await readContactMessages(slug, page);
  if (read.kind === 'signed-out')
    redirect(shopHref(base, `login?next=${encodeURIComponent(here)}`));
  if (read.kind === 'missing') notFound();
  const t = await getTranslations('shopContacts');
  return (
    <AccountPageShell>
      <div className={ORDERS_CARD}>
        <h1 className="mb-2 text-2xl font-bold">{t('title')}</h1>
        <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">{t('intro')}</p>
        {read.kind === 'read' ? (
          <ContactList messages={read.value} page={page} base={base} />
        ) : (
          <OrdersLoadFailed message={t('loadFailed')} retry={t('retry')} href={here} />
        )}
      </div>
    </AccountPageShell>
  );
}

async function ContactList({
  messages,
  page,
  base,
}: {
  messages: ContactMessagesPage;
  page: number;
  base: string;
}) {
  const [t, tl, format] = await Promise.all([
    getTranslations('shopContacts'),
    getTranslations('lists'),
    getFormatter(),
  ]);
  const total = messages.matches_estimated;
  if (total === 0) return <ListMessage message={t('empty')} />;
  const pages = pageCount(total, CONTACTS_PAGE_SIZE);
  return (
    <>
      <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">
        {t('count', { count: total })}
        {pages > 1 ? ` · ${tl('pageOf', { page, count: pages })}` : null}
      </p>
      {messages.results.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {messages.results.map((m) => (
            <li key={m.id}>
              <article
                aria-labelledby={`contact-${m.id}`}
                className="rounded-xl border border-gray-200 p-4 dark:border-gray-700"
              >
                <header className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 id={`contact-${m.id}`} className="text-lg font-semibold break-words">
                    {m.name}
                  </h2>
                  <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-800 dark:bg-gray-800 dark:text-gray-200">
                    {t(`kinds.${m.kind}`)}
                  </span>
                </header>
                <dl className="mt-2 grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
                  <div className="min-w-0">
                    <dt className={TERM}>{t('email')}</dt>
                    <dd className="break-all">
                      <a href={`mailto:${m.email}`} className="underline">
                        {m.email}
                      </a>
                    </dd>
                  </div>
                  {m.phone ? (
                    <div>
                      <dt className={TERM}>{t('phone')}</dt>
                      <dd>
                        <a href={`tel:${m.phone.replace(/[^+\d]/g, '')}`} className="underline">
                          {m.phone}
                        </a>
                      </dd>
                    </div>
                  ) : null}
                  <div>
                    <dt className={TERM}>{t('received')}</dt>
                    <dd>
                      <time dateTime={m.created_at}>
                        {format.dateTime(new Date(m.created_at), {
                          dateStyle: 'medium',
                          timeStyle: 'short',
                          timeZone: PLATFORM_TIME_ZONE,
                        })}
                      </time>
                    </dd>
                  </div>
                </dl>
                <p className="mt-3 text-sm break-words whitespace-pre-line">{m.message}</p>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <ListMessage
          message={tl('pageOutOfRange', { page })}
          action={
            <Link href={pageHref(base, CONTACTS_PATH, {}, 1)} className={LIST_ACTION_CLASS}>
              {tl('firstPage')}
            </Link>
          }
        />
      )}
      {page <= pages ? (
        <Pagination base={base} path={CONTACTS_PATH} page={page} pageCount={pages} />
      ) : null}
    </>
  );
}
