'use client';

import { lazy, Suspense, useState } from 'react';

import { ModalDialog } from '@/components/ui/modal-dialog';
import type { Me } from '@/lib/api/schemas/auth';
import { useMe } from '@/lib/client/use-me';
import { rolesAllow } from '@/lib/domain/shop/shop-policy';

import type { MyCataloguesLabels } from './catalogue-labels';

const MyCataloguesPanel = lazy(() => import('./my-catalogues-panel'));

/** Whether the visitor may manage the shop's catalogues (the UI only hides; the API decides). */
export function mayManageCatalogues(me: Me, shopSlug: string): boolean {
  const roles = me.shops.filter((shop) => shop.slug === shopSlug).map((shop) => shop.role);
  return rolesAllow(roles, 'catalogues.manage');
}

const DIALOG_CLASS =
  'm-auto w-[calc(100%-1rem)] max-w-2xl rounded-xl bg-white p-0 text-gray-900 shadow-xl backdrop:bg-black/50 dark:bg-gray-900 dark:text-gray-100';

/**
 * The shop menu's 'My catalogues' entry (spec 01 §2, §6): shown only to the shop's admins, after
 * the page-wide visitor request (the menu's HTML is cached and anonymous). It opens the modal,
 * whose body loads on the first opening.
 */
export function MyCataloguesEntry({
  shopSlug,
  locale,
  labels,
  triggerClassName,
}: {
  shopSlug: string;
  locale: string;
  labels: MyCataloguesLabels;
  triggerClassName: string;
}) {
  const me = useMe();
  const [opening, setOpening] = useState(0);
  if (me.status !== 'user' || !mayManageCatalogues(me.me, shopSlug)) return null;
  return (
    <ModalDialog
      title={labels.title}
      closeLabel={labels.close}
      triggerLabel={labels.entry}
      triggerClassName={triggerClassName}
      dialogClassName={DIALOG_CLASS}
      onOpen={() => setOpening((n) => n + 1)}
    >
      {opening > 0 ? (
        <Suspense fallback={<p role="status">{labels.loading}</p>}>
          <MyCataloguesPanel shopSlug={shopSlug} locale={locale} labels={labels} opening={opening} />
        </Suspense>
      ) : null}
    </ModalDialog>
  );
}
