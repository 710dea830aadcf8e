'use client';

import { useRef, useState } from 'react';

import { ModalDialog } from '@/components/ui/modal-dialog';
import type { Me } from '@/lib/api/schemas/auth';
import type { Advisor } from '@/lib/api/schemas/network';
import type { Shop } from '@/lib/api/schemas/shop';
import { networkRequests } from '@/lib/client/requests/network';
import { pageLocation } from '@/lib/client/page-location';
import { otherShopHref, platformHref } from '@/lib/domain/paths/account-links';
import { initialsOf, ownShopToShow } from '@/lib/domain/accounts/account-menu';
import { showsNetworkEntries } from '@/lib/domain/shop/network-menu';
import { shopHref } from '@/lib/domain/paths/tenancy';

import { AdvisorDialog, type AdvisorDialogLabels } from './advisor-dialog';
import { CollaboratorsPanel, type CollaboratorsPanelLabels } from './collaborators-panel';
import { SUPPLIER_ORDERS_PATH } from '@/components/supplier-orders/supplier-paths';
import { WALLET_PATH } from '@/components/wallet/wallet-path';
import { CAMPAIGNS_PATH } from '@/lib/domain/campaigns/campaign-filters';
import { PROMOTED_PATH } from '@/lib/domain/promoted/promoted-list';

import { SIDE_MENU_ITEM, SIDE_PANEL } from './side-menu-styles';
import { TourToggle } from './tour-toggle';

export interface UserSideMenuLabels extends CollaboratorsPanelLabels, AdvisorDialogLabels {
  accountMenu: string;
  /** With `{name}`. */
  greeting: string;
  myShop: string;
  myPurchases: string;
  myInvoices: string;
  myWallet: string;
  myCampaigns: string;
  myPromoted: string;
  receivedOrders: string;
  rootStore: string;
  tour: string;
  tourFailed: string;
  preferences: string;
  signOff: string;
}

type RootStore = Shop['root_affinity_store_info'];

/**
 * The avatar and the user side menu (spec 01 §2 "Shop menu", width 280): my shop (on another
 * shop and not its admin), my purchases, a shop owner's wallet and campaigns, an entrepreneur's promoted people, a supplier's received orders, the root network store, my collaborators, my advisor or
 * coordinator, the setup tour, preferences, sign off. A modal dialog sliding from the right; the
 * network entries load when it first opens (the advisor again on every opening, for the online
 * badge).
 */
export function UserSideMenu({
  me,
  base,
  shopSlug,
  labels,
}: {
  me: Me;
  base: string;
  shopSlug: string;
  labels: UserSideMenuLabels;
}) {
  const [root, setRoot] = useState<RootStore>(null);
  const [advisor, setAdvisor] = useState<Advisor | null>(null);
  const rootAsked = useRef(false);
  const own = ownShopToShow(me.shops, shopSlug);
  // Rendered only in the browser, once the API said who is there.
  const ownShop = own ? otherShopHref(base, shopSlug, own, pageLocation()) : null;
  const network = showsNetworkEntries(me.level);

  function loadAdvisor() {
    void networkRequests.advisor().then((answer) => setAdvisor(answer.ok ? answer.data : null));
  }

  function onOpen() {
    if (!rootAsked.current) {
      rootAsked.current = true;
      void networkRequests.rootStore(shopSlug).then(setRoot);
    }
    if (network) loadAdvisor();
  }

  return (
    <ModalDialog
      title={labels.greeting.replace('{name}', me.full_name)}
      closeLabel={labels.close}
      triggerAriaLabel={labels.accountMenu}
      triggerClassName="ml-1 inline-flex size-9 items-center justify-center overflow-hidden rounded-full bg-white/20 text-sm font-semibold ring-2 ring-white/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      triggerLabel={
        me.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- a user photo of any origin
          <img src={me.image} alt="" width={36} height={36} className="size-full object-cover" />
        ) : (
          <span aria-hidden="true">{initialsOf(me.full_name)}</span>
        )
      }
      onOpen={onOpen}
      dialogClassName={SIDE_PANEL}
      bodyClassName="p-2"
    >
      <nav aria-label={labels.accountMenu}>
        <ul>
          {ownShop ? (
            <li>
              <a href={ownShop} className={SIDE_MENU_ITEM}>
                {labels.myShop}
              </a>
            </li>
          ) : null}
          <li>
            <a href={shopHref(base, 'mis-compras')} className={SIDE_MENU_ITEM}>
              {labels.myPurchases}
            </a>
          </li>
          <li>
            <a
              href={platformHref('/facturas', base, shopSlug, pageLocation())}
              className={SIDE_MENU_ITEM}
            >
              {labels.myInvoices}
            </a>
          </li>
          {me.shops.length > 0 ? (
            <li>
              <a
                href={platformHref(`/${WALLET_PATH}`, base, shopSlug, pageLocation())}
                className={SIDE_MENU_ITEM}
              >
                {labels.myWallet}
              </a>
            </li>
          ) : null}
          {me.shops.length > 0 ? (
            <li>
              <a
                href={platformHref(`/${CAMPAIGNS_PATH}`, base, shopSlug, pageLocation())}
                className={SIDE_MENU_ITEM}
              >
                {labels.myCampaigns}
              </a>
            </li>
          ) : null}
          {network ? (
            <li>
              <a href={shopHref(base, PROMOTED_PATH)} className={SIDE_MENU_ITEM}>
                {labels.myPromoted}
              </a>
            </li>
          ) : null}
          {me.is_supplier ? (
            <li>
              <a
                href={platformHref(`/${SUPPLIER_ORDERS_PATH}`, base, shopSlug, pageLocation())}
                className={SIDE_MENU_ITEM}
              >
                {labels.receivedOrders}
              </a>
            </li>
          ) : null}
          {root ? (
            <li>
              <a
                href={otherShopHref(base, shopSlug, root.slug, pageLocation())}
                className={SIDE_MENU_ITEM}
              >
                {labels.rootStore}
              </a>
            </li>
          ) : null}
          {network ? (
            <li>
              <CollaboratorsPanel labels={labels} />
            </li>
          ) : null}
          {advisor ? (
            <li>
              <AdvisorDialog advisor={advisor} labels={labels} onOpen={loadAdvisor} />
            </li>
          ) : null}
          {network ? (
            <li>
              <TourToggle initial={me.show_tour} labels={labels} />
            </li>
          ) : null}
          <li>
            <a href={shopHref(base, 'preferencias')} className={SIDE_MENU_ITEM}>
              {labels.preferences}
            </a>
          </li>
          <li className="mt-2 border-t border-gray-200 pt-2 dark:border-gray-700">
            <a
              href={shopHref(base, `logout?next=${encodeURIComponent(base)}`)}
              className={SIDE_MENU_ITEM}
            >
              {labels.signOff}
            </a>
          </li>
        </ul>
      </nav>
    </ModalDialog>
  );
}
