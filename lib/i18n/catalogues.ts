import en from '@/messages/en.json';
import enAccountMenu from '@/messages/en/accountMenu.json';
import enAddItems from '@/messages/en/addItems.json';
import enAlerts from '@/messages/en/alerts.json';
import enBannerEditor from '@/messages/en/bannerEditor.json';
import enCampaignWidget from '@/messages/en/campaignWidget.json';
import enCartPanel from '@/messages/en/cartPanel.json';
import enCatalogueCuration from '@/messages/en/catalogueCuration.json';
import enFranchiseDialog from '@/messages/en/franchiseDialog.json';
import enHeaderButtons from '@/messages/en/headerButtons.json';
import enHeaderEditor from '@/messages/en/headerEditor.json';
import enItemEditor from '@/messages/en/itemEditor.json';
import enMyCatalogues from '@/messages/en/myCatalogues.json';
import enNetwork from '@/messages/en/network.json';
import enOrderRefunds from '@/messages/en/orderRefunds.json';
import enOrderReturns from '@/messages/en/orderReturns.json';
import enPlacement from '@/messages/en/placement.json';
import enProductUploads from '@/messages/en/productUploads.json';
import enResaleEarnings from '@/messages/en/resaleEarnings.json';
import enShopSettings from '@/messages/en/shopSettings.json';
import enSocialLinksEditor from '@/messages/en/socialLinksEditor.json';
import es from '@/messages/es.json';
import esAccountMenu from '@/messages/es/accountMenu.json';
import esAddItems from '@/messages/es/addItems.json';
import esAlerts from '@/messages/es/alerts.json';
import esBannerEditor from '@/messages/es/bannerEditor.json';
import esCampaignWidget from '@/messages/es/campaignWidget.json';
import esCartPanel from '@/messages/es/cartPanel.json';
import esCatalogueCuration from '@/messages/es/catalogueCuration.json';
import esFranchiseDialog from '@/messages/es/franchiseDialog.json';
import esHeaderButtons from '@/messages/es/headerButtons.json';
import esHeaderEditor from '@/messages/es/headerEditor.json';
import esItemEditor from '@/messages/es/itemEditor.json';
import esMyCatalogues from '@/messages/es/myCatalogues.json';
import esNetwork from '@/messages/es/network.json';
import esOrderRefunds from '@/messages/es/orderRefunds.json';
import esOrderReturns from '@/messages/es/orderReturns.json';
import esPlacement from '@/messages/es/placement.json';
import esProductUploads from '@/messages/es/productUploads.json';
import esResaleEarnings from '@/messages/es/resaleEarnings.json';
import esShopSettings from '@/messages/es/shopSettings.json';
import esSocialLinksEditor from '@/messages/es/socialLinksEditor.json';

import type { Locale } from './locales';

/**
 * The full catalogue of each locale: `messages/<locale>.json` plus the namespaces kept in
 * `messages/<locale>/<namespace>.json`. Those are the words of islands that load them in their own
 * chunk (the admins' editors on the storefront, `components/i18n/island-messages.tsx`), so visitors'
 * pages never carry them; the server (request config, API texts) and the tests see every key here.
 */
const spanish = {
  ...es,
  accountMenu: esAccountMenu,
  addItems: esAddItems,
  alerts: esAlerts,
  bannerEditor: esBannerEditor,
  campaignWidget: esCampaignWidget,
  cartPanel: esCartPanel,
  catalogueCuration: esCatalogueCuration,
  franchiseDialog: esFranchiseDialog,
  headerButtons: esHeaderButtons,
  headerEditor: esHeaderEditor,
  itemEditor: esItemEditor,
  myCatalogues: esMyCatalogues,
  network: esNetwork,
  orderRefunds: esOrderRefunds,
  orderReturns: esOrderReturns,
  placement: esPlacement,
  productUploads: esProductUploads,
  resaleEarnings: esResaleEarnings,
  shopSettings: esShopSettings,
  socialLinksEditor: esSocialLinksEditor,
};

/** Every message, typed from Spanish (the source of truth; global.d.ts). */
export type AppMessages = typeof spanish;

export const catalogues: Record<Locale, AppMessages> = {
  es: spanish,
  en: {
    ...en,
    accountMenu: enAccountMenu,
    addItems: enAddItems,
    alerts: enAlerts,
    bannerEditor: enBannerEditor,
    campaignWidget: enCampaignWidget,
    cartPanel: enCartPanel,
    catalogueCuration: enCatalogueCuration,
    franchiseDialog: enFranchiseDialog,
    headerButtons: enHeaderButtons,
    headerEditor: enHeaderEditor,
    itemEditor: enItemEditor,
    myCatalogues: enMyCatalogues,
    network: enNetwork,
    orderRefunds: enOrderRefunds,
    orderReturns: enOrderReturns,
    placement: enPlacement,
    productUploads: enProductUploads,
    resaleEarnings: enResaleEarnings,
    shopSettings: enShopSettings,
    socialLinksEditor: enSocialLinksEditor,
  },
};

/** The namespaces that live in their own files (the parity test checks the folder against it). */
export const NAMESPACE_FILES = [
  'accountMenu',
  'alerts',
  'bannerEditor',
  'campaignWidget',
  'cartPanel',
  'franchiseDialog',
  'headerButtons',
  'headerEditor',
  'itemEditor',
  'myCatalogues',
  'network',
  'orderRefunds',
  'orderReturns',
  'placement',
  'productUploads',
  'shopSettings',
  'socialLinksEditor',
] as const satisfies ReadonlyArray<keyof AppMessages>;
