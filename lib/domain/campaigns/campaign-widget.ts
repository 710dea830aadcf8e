import { TRACKING_PARAMS } from '../request/tracking-cookies';

/**
 * Spec 03 §4 "Campaign widget": not on pages whose path starts with these (the platform's app,
 * home, account, password and cart pages). A shop's own cart, checkout, purchases, preferences, account,
 * sign-in and back-office pages are the same kind of page under the shop's base, and are left out too.
 */
const PLATFORM_EXCLUDED = ['/apps', '/home', '/me', '/password', '/shopping-cart'];
const SHOP_EXCLUDED = [
  'carrito',
  'comprar',
  'mis-compras',
  'preferencias',
  'admin',
  'me',
  'login',
  'logout',
  'auth',
  'activate',
  'recuperar-contrasena',
];

const startsWithSegment = (path: string, prefix: string) =>
  path === prefix || path.startsWith(`${prefix}/`);

/** Whether the floating 'Crea campaña y comparte' shows on `pathname` of a shop whose base is `base`. */
export function showsCampaignWidget(pathname: string, base: string): boolean {
  if (PLATFORM_EXCLUDED.some((prefix) => startsWithSegment(pathname, prefix))) return false;
  const inShop = base !== '/' && pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  const rest = inShop.replace(/^\/+/, '');
  return !SHOP_EXCLUDED.some((segment) => startsWithSegment(rest, segment));
}

const REFERRAL_PARAM = TRACKING_PARAMS.find((p) => p.cookie === 'referralID')!.param;

/**
 * The page's address to share, carrying the sharer's referral (the middleware keeps it in the
 * `referralID` cookie for checkout) instead of any tracking the page was reached with.
 */
export function referralShareUrl(href: string, userId: string): string {
  const url = new URL(href);
  for (const { param } of TRACKING_PARAMS) url.searchParams.delete(param);
  url.searchParams.set(REFERRAL_PARAM, userId);
  url.hash = '';
  return url.toString();
}
