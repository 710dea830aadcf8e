import 'server-only';

import type { ReactNode } from 'react';

import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { AccountPageShell } from '@/components/account/account-page-shell';
import { ORDERS_CARD, SECTION, SECTION_TITLE } from '@/components/orders/order-styles';
import { OrdersLoadFailed } from '@/components/orders/orders-load-failed';
import { LIST_ACTION_CLASS, ListMessage } from '@/components/storefront/list-message';
import { Pagination } from '@/components/storefront/pagination';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import Link from '@/components/ui/link';
import { Notice } from '@/components/ui/notice';
import type { Collaborator } from '@/lib/api/schemas/network';
import { shopHref } from '@/lib/domain/paths/tenancy';
import { pageCount } from '@/lib/domain/request/paging';
import {
  type CollaboratorAction,
  collaboratorActionPath,
  COLLABORATORS_PARAMS,
  COLLABORATORS_PATH,
  COLLABORATORS_TEXT_MAX,
  collaboratorsHref,
  collaboratorsLoginHref,
  type CollaboratorsPageQuery,
  type CollaboratorsView,
  isAddFieldNotice,
  isGoodCollaboratorNotice,
} from '@/lib/domain/shop/collaborators-page';
import { COLLABORATORS_LIST_PAGE_SIZE } from '@/lib/domain/shop/network-menu';
import { SLUG_MAX_LENGTH } from '@/lib/domain/shop/slug';

import { readShopCollaborators } from './collaborators-reads';

const STORE_FIELD_ID = 'collaborator-store';

/**
 * `{base}admin/colaboradores` (issue 19, spec 03 §3 "Collaborator", §7 "Collaborators"): the
 * stores collaborating with the shop — photo, name and a link to each — newest first, 10 a page
 * (§9), searchable by name; a form adds a store by its slug, and each row has a refresh button and
 * a remove button that asks first (`?quitar=<id>`). Every form is a plain POST to a route handler
 * beside the page that asks the API and answers a 303 back with what came of it (`?aviso=`), so
 * it all works without JavaScript. For the shop's owner and admins (the API's rule); anonymous
 * visitors log in first, anyone else gets a 404, like the other back-office pages.
 */
export async function CollaboratorsPage({
  base,
  slug,
  query,
}: {
  base: string;
  slug: string;
  query: CollaboratorsPageQuery;
}) {
  const view: CollaboratorsView = { page: query.page, text: query.text };
  const read = await readShopCollaborators(slug, view);
  if (read.kind === 'signed-out') redirect(collaboratorsLoginHref(base, view));
  if (read.kind === 'missing') notFound();
  const t = await getTranslations('shopCollaborators');
  const { notice } = query;
  const named =
    read.kind === 'read' && query.collaborator
      ? read.value.results.find((c) => c.id === query.collaborator)?.store_name
      : undefined;
  const pageNotice = notice && !isAddFieldNotice(notice) ? notice : null;
  const good = pageNotice ? isGoodCollaboratorNotice(pageNotice) : false;
  return (
    <AccountPageShell>
      <div className={ORDERS_CARD}>
        <h1 className="mb-2 text-2xl font-bold">{t('title')}</h1>
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('intro')}</p>
        <Notice
          role={good ? 'status' : 'alert'}
          tone={good ? 'success' : 'error'}
          className="mt-4"
          message={
            pageNotice
              ? named &&
                (pageNotice === 'added' || pageNotice === 'already' || pageNotice === 'refreshed')
                ? t(`noticesNamed.${pageNotice}`, { name: named })
                : t(`notices.${pageNotice}`)
              : null
          }
        />
        <AddForm
          base={base}
          view={view}
          store={query.store}
          error={notice && isAddFieldNotice(notice) ? t(`notices.${notice}`) : null}
        />
        <section aria-labelledby="collaborators-list" className={SECTION}>
          <h2 id="collaborators-list" className={SECTION_TITLE}>
            {t('listTitle')}
          </h2>
          <SearchForm base={base} text={query.text} />
          {read.kind === 'read' ? (
            <CollaboratorList
              base={base}
              view={view}
              total={read.value.matches_estimated}
              collaborators={read.value.results}
              confirm={query.confirm}
            />
          ) : (
            <OrdersLoadFailed
              message={t('loadFailed')}
              retry={t('retry')}
              href={collaboratorsHref(base, view)}
            />
          )}
        </section>
      </div>
    </AccountPageShell>
  );
}

/** The list the form was posted from, for the 303 back to it. */
function ViewFields({ view }: { view: CollaboratorsView }) {
  return (
    <>
      <input type="hidden" name="page" value={String(view.page)} />
      <input type="hidden" name={COLLABORATORS_PARAMS.text} value={view.text} />
    </>
  );
}

async function AddForm({
  base,
  view,
  store,
  error,
}: {
  base: string;
  view: CollaboratorsView;
  store: string;
  error: string | null;
}) {
  const t = await getTranslations('shopCollaborators');
  return (
    <section aria-labelledby="collaborators-add" className={SECTION}>
      <h2 id="collaborators-add" className={SECTION_TITLE}>
        {t('addTitle')}
      </h2>
      <form
        method="post"
        action={collaboratorActionPath(base, 'add')}
        className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start"
        data-collaborator-form="add"
      >
        <ViewFields view={view} />
        <Field
          id={STORE_FIELD_ID}
          label={t('storeLabel')}
          hint={t('storeHint')}
          error={error}
          className="min-w-0 flex-1"
        >
          {(control) => (
            <Input
              {...control}
              name="store"
              required
              maxLength={SLUG_MAX_LENGTH}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              defaultValue={store}
              // A refused store comes back to its field, the error read with it.
              autoFocus={Boolean(error)}
            />
          )}
        </Field>
        <Button type="submit" width="responsive" className="sm:mt-6">
          {t('add')}
        </Button>
      </form>
    </section>
  );
}

async function SearchForm({ base, text }: { base: string; text: string }) {
  const [t, tl] = await Promise.all([
    getTranslations('shopCollaborators'),
    getTranslations('lists'),
  ]);
  return (
    <form
      action={shopHref(base, COLLABORATORS_PATH)}
      role="search"
      aria-label={t('searchLabel')}
      className="mt-3 flex flex-wrap items-end gap-2"
    >
      <label className="flex min-w-48 flex-1 flex-col gap-1 text-sm">
        {t('searchLabel')}
        <Input
          variant="compact"
          type="search"
          name={COLLABORATORS_PARAMS.text}
          maxLength={COLLABORATORS_TEXT_MAX}
          defaultValue={text}
        />
      </label>
      <Button type="submit" variant="contrast" size="sm">
        {tl('search')}
      </Button>
      {text ? (
        <Button asChild variant="link" size="sm" className="mb-2">
          <Link href={shopHref(base, COLLABORATORS_PATH)}>{tl('clearSearch')}</Link>
        </Button>
      ) : null}
    </form>
  );
}

async function CollaboratorList({
  base,
  view,
  total,
  collaborators,
  confirm,
}: {
  base: string;
  view: CollaboratorsView;
  total: number;
  collaborators: Collaborator[];
  confirm: string | null;
}) {
  const [t, tl] = await Promise.all([
    getTranslations('shopCollaborators'),
    getTranslations('lists'),
  ]);
  if (total === 0)
    return (
      <div className="mt-4">
        <ListMessage
          message={view.text ? tl('searchNoResults', { text: view.text }) : t('empty')}
        />
      </div>
    );
  const pages = pageCount(total, COLLABORATORS_LIST_PAGE_SIZE);
  return (
    <>
      <p className="mt-4 text-sm text-gray-700 dark:text-gray-300" data-collaborators-count>
        {view.text
          ? tl('searchResults', { count: total, text: view.text })
          : t('count', { count: total })}
        {pages > 1 ? ` · ${tl('pageOf', { page: view.page, count: pages })}` : null}
      </p>
      {collaborators.length > 0 ? (
        <ul className="mt-2 divide-y divide-gray-200 dark:divide-gray-700">
          {collaborators.map((collaborator) => (
            <CollaboratorRow
              key={collaborator.id}
              base={base}
              view={view}
              collaborator={collaborator}
              confirming={confirm === collaborator.id}
            />
          ))}
        </ul>
      ) : (
        <div className="mt-4">
          <ListMessage
            message={tl('pageOutOfRange', { page: view.page })}
            action={
              <Link
                href={collaboratorsHref(base, { page: 1, text: view.text })}
                className={LIST_ACTION_CLASS}
              >
                {tl('firstPage')}
              </Link>
            }
          />
        </div>
      )}
      {view.page <= pages ? (
        <Pagination
          base={base}
          path={COLLABORATORS_PATH}
          params={{ [COLLABORATORS_PARAMS.text]: view.text || undefined }}
          page={view.page}
          pageCount={pages}
        />
      ) : null}
    </>
  );
}

/** A row's POST form (refresh, or the confirmed removal) about one collaboration. */
function ItemForm({
  base,
  view,
  action,
  id,
  children,
}: {
  base: string;
  view: CollaboratorsView;
  action: CollaboratorAction;
  id: string;
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      action={collaboratorActionPath(base, action)}
      data-collaborator-form={action}
    >
      <ViewFields view={view} />
      <input type="hidden" name="id" value={id} />
      {children}
    </form>
  );
}

async function CollaboratorRow({
  base,
  view,
  collaborator,
  confirming,
}: {
  base: string;
  view: CollaboratorsView;
  collaborator: Collaborator;
  confirming: boolean;
}) {
  const t = await getTranslations('shopCollaborators');
  const nameId = `collaborator-${collaborator.id}`;
  const confirmId = `${nameId}-confirm`;
  return (
    <li id={nameId} data-collaborator={collaborator.id} className="scroll-mt-24 py-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <div className="flex min-w-0 flex-1 basis-56 items-center gap-3">
          {collaborator.store_photo ? (
            // eslint-disable-next-line @next/next/no-img-element -- store photos of any origin, often SVG
            <img
              src={collaborator.store_photo}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              className="size-12 shrink-0 rounded-full bg-gray-100 object-cover ring-1 ring-black/5 dark:bg-gray-800 dark:ring-white/10"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-12 shrink-0 items-center justify-center rounded-full bg-gray-200 text-lg font-semibold text-gray-700 dark:bg-gray-700 dark:text-gray-200"
            >
              {collaborator.store_name.trim().charAt(0).toUpperCase()}
            </span>
          )}
          <div className="min-w-0">
            <h3 className="font-semibold break-words" id={`${nameId}-name`}>
              <a href={collaborator.store_url} className="underline-offset-2 hover:underline">
                {collaborator.store_name}
              </a>
            </h3>
            <p className="truncate text-sm text-gray-600 dark:text-gray-400">
              {collaborator.store_url.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            </p>
          </div>
        </div>
        {confirming ? null : (
          <div className="flex shrink-0 flex-wrap items-center gap-2">
            <ItemForm base={base} view={view} action="refresh" id={collaborator.id}>
              <Button type="submit" variant="outline" size="sm" aria-describedby={`${nameId}-name`}>
                {t('refresh')}
              </Button>
            </ItemForm>
            <Button asChild variant="outline" size="sm">
              <Link
                href={`${collaboratorsHref(base, view, { confirm: collaborator.id })}#${nameId}`}
                aria-describedby={`${nameId}-name`}
              >
                {t('remove')}
              </Link>
            </Button>
          </div>
        )}
      </div>
      {confirming ? (
        <div
          role="group"
          aria-labelledby={confirmId}
          className="mt-3 flex flex-col gap-3 rounded-lg bg-red-50 p-3 sm:flex-row sm:items-center dark:bg-red-950"
        >
          <p id={confirmId} className="text-sm text-red-900 sm:flex-1 dark:text-red-100">
            {t('confirmRemove', { name: collaborator.store_name })}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <ItemForm base={base} view={view} action="remove" id={collaborator.id}>
              <Button type="submit" variant="danger" size="sm">
                {t('confirm')}
              </Button>
            </ItemForm>
            <Button asChild variant="outline" size="sm">
              <Link href={`${collaboratorsHref(base, view)}#${nameId}`}>{t('cancel')}</Link>
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
