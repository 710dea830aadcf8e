import type { Locale } from '../../i18n/locales';

import { localizedBase, splitAddressLocale } from './locale-segment';
import { SHOP_PATH_PREFIX, shopHref } from './tenancy';

const SHOP_PATH_BASE = new RegExp(`^(${SHOP_PATH_PREFIX}/[^/?#]+)(?=/|$)`);

/**
 * The same page in another language, from a visible address (path, query and hash, as the
 * browser shows it or a `Referer` names it): the language segment after the shop base
 * (`/tienda/<slug>/` on the platform host, `/` on a shop's sub-domain or own domain and on the
 * platform) is dropped, then the target language's is put in. The query and hash are kept.
 * `/tienda/demo/servicios?page=2` → `/tienda/demo/en/servicios?page=2`; `/en` → `/`.
 */
export function localeAddress(target: string, to: Locale): string {
  const suffixAt = target.search(/[?#]/);
  const pathname = suffixAt === -1 ? target : target.slice(0, suffixAt);
  const suffix = suffixAt === -1 ? '' : target.slice(suffixAt);
  const shop = SHOP_PATH_BASE.exec(pathname);
  const base = shop?.[1] ? `${shop[1]}/` : '/';
  const inside = pathname.slice(base.length - 1) || '/';
  const { rest } = splitAddressLocale(inside);
  return shopHref(localizedBase(base, to), rest) + suffix;
}
