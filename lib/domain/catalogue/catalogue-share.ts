import { TRACKING_PARAMS } from '../request/tracking-cookies';
import { cutCodePoints } from '../text/cut-code-points';

/** A catalogue's name in a share link is cut to 100 characters (spec 03 §5). */
export const CATALOGUE_SHARE_NAME_MAX = 100;

/** The query parameter the middleware turns into the `referralID` cookie. */
const REFERRAL_PARAM = TRACKING_PARAMS.find((p) => p.cookie === 'referralID')!.param;

export interface CatalogueShare {
  /** The catalogue's name, cut to 100 characters (by code points: no half emoji). */
  name: string;
  /** The catalogue's address with the sharer's referral in its query. */
  url: string;
}

/**
 * What a shop admin shares of a catalogue (spec 03 §2 "share", §5): its public address carrying
 * the sharer's referral (`?referral=<user id>`, which the middleware keeps in the `referralID`
 * cookie for checkout), and its name cut to 100 characters, the name a short link will carry.
 */
export function catalogueShare(
  catalogueUrl: string,
  name: string,
  referral: string,
): CatalogueShare {
  const url = new URL(catalogueUrl);
  url.searchParams.set(REFERRAL_PARAM, referral);
  return { name: cutCodePoints(name, CATALOGUE_SHARE_NAME_MAX), url: url.toString() };
}
