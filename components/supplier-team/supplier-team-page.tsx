import 'server-only';

import { redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getFormatter, getMessages, getTranslations } from 'next-intl/server';

import { SECTION, SECTION_TITLE } from '@/components/orders/order-styles';
import { OrdersLoadFailed } from '@/components/orders/orders-load-failed';
import { readMySuppliers } from '@/components/supplier-orders/supplier-order-reads';
import {
  SUPPLIER_ORDERS_PATH,
  SUPPLIER_PARAM,
  SUPPLIER_TEAM_PATH,
} from '@/components/supplier-orders/supplier-paths';
import { SupplierSettingsShell } from '@/components/supplier-orders/supplier-settings-shell';
import { SupplierTabs } from '@/components/supplier-orders/supplier-tabs';
import { pageHref } from '@/lib/domain/request/paging';
import {
  SUPPLIER_ACTOR_ROLES,
  SUPPLIER_POLICY,
  type SupplierAction,
  supplierRoleAllows,
} from '@/lib/domain/orders/supplier-policy';
import type { AppMessages } from '@/lib/i18n/catalogues';
import { pick } from '@/lib/i18n/pick';

import { AddMemberForm } from './add-member-form';
import { SUPPLIER_TEAM_MESSAGES } from './supplier-team-messages';
import { readSupplierMembers } from './supplier-team-reads';
import { TeamMemberList } from './team-member-list';

/** The words of each action of the supplier policy. */
const ACTION_KEYS = {
  'orders.read': 'ordersRead',
  'orders.confirm_payment': 'ordersConfirmPayment',
  'orders.advance': 'ordersAdvance',
  'orders.cancel': 'ordersCancel',
  'receipts.issue': 'receiptsIssue',
  'refunds.issue': 'refundsIssue',
  'returns.decide': 'returnsDecide',
  'reviews.reply': 'reviewsReply',
  'members.manage': 'membersManage',
  'items.manage': 'itemsManage',
  'tickets.scan': 'ticketsScan',
} as const satisfies Record<SupplierAction, keyof AppMessages['supplierTeam']['actions']>;

/** Each role and what it may do, read from the supplier policy itself. */
async function RoleGuide() {
  const [t, format] = await Promise.all([getTranslations('supplierTeam'), getFormatter()]);
  const actions = Object.keys(SUPPLIER_POLICY) as SupplierAction[];
  return (
    <section aria-labelledby="team-roles" className={SECTION}>
      <h2 id="team-roles" className={SECTION_TITLE}>
        {t('rolesTitle')}
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        {SUPPLIER_ACTOR_ROLES.map((role) => (
          <div key={role} className="sm:flex sm:gap-2">
            <dt className="font-semibold sm:w-32 sm:shrink-0">{t(`roles.${role}`)}</dt>
            <dd className="text-gray-700 dark:text-gray-300">
              {format.list(
                actions
                  .filter((action) => supplierRoleAllows(role, action))
                  .map((action) => t(`actions.${ACTION_KEYS[action]}`)),
                { type: 'conjunction' },
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * `/apps/me/store/team`: the owner's page for a supplier's staff (spec 02 §1 roles, §6) — who is
 * on the team with which role, a form that adds someone by e-mail (or changes their role), a
 * button that removes each, and what each role may do. Reached from the orders received. Only a
 * role that may manage members (the owner) sees it; staff are told so. Adding and removing need
 * JavaScript (islands, like the order actions).
 */
export async function SupplierTeamPage({ supplierId }: { supplierId?: string }) {
  const [t, messages] = await Promise.all([getTranslations('supplierTeam'), getMessages()]);
  const here = pageHref('/', SUPPLIER_TEAM_PATH, { [SUPPLIER_PARAM]: supplierId }, 1);
  const mine = await readMySuppliers();
  if (mine.kind === 'signed-out') redirect(`/login?next=${encodeURIComponent(here)}`);
  const managed =
    mine.kind === 'read'
      ? mine.value.results.filter((s) => supplierRoleAllows(s.role, 'members.manage'))
      : [];
  const supplier = managed.find((s) => s.id === supplierId) ?? managed[0];
  const members = supplier ? await readSupplierMembers(supplier.id) : null;
  if (members?.kind === 'signed-out') redirect(`/login?next=${encodeURIComponent(here)}`);
  const keep = supplier && managed.length > 1 ? { [SUPPLIER_PARAM]: supplier.id } : {};
  return (
    <SupplierSettingsShell
      supplier={supplier ?? null}
      back={{ href: pageHref('/', SUPPLIER_ORDERS_PATH, keep, 1), label: t('back') }}
      title={supplier ? t('heading', { supplier: supplier.name }) : t('title')}
    >
      {mine.kind !== 'read' || (members && members.kind !== 'read') ? (
        <OrdersLoadFailed message={t('loadFailed')} retry={t('retry')} href={here} />
      ) : !supplier ? (
        <p className="text-gray-700 dark:text-gray-300">{t('noSupplier')}</p>
      ) : (
        <>
          {managed.length > 1 ? (
            <SupplierTabs
              suppliers={managed}
              current={supplier.id}
              label={t('suppliers')}
              path={SUPPLIER_TEAM_PATH}
            />
          ) : null}
          <p className="text-gray-700 dark:text-gray-300">{t('intro')}</p>
          {/* The two islands' words, handed once for both. */}
          <NextIntlClientProvider messages={pick(messages, ...SUPPLIER_TEAM_MESSAGES)}>
            <section aria-labelledby="team-members" className={SECTION}>
              <h2 id="team-members" className={SECTION_TITLE}>
                {t('members')}
              </h2>
              <TeamMemberList
                supplierId={supplier.id}
                members={members?.kind === 'read' ? members.value.results : []}
              />
            </section>
            <section className={SECTION}>
              <AddMemberForm supplierId={supplier.id} />
            </section>
          </NextIntlClientProvider>
          <RoleGuide />
        </>
      )}
    </SupplierSettingsShell>
  );
}
