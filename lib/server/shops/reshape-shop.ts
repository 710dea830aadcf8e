import 'server-only';

import type { Header, Shop, Slide } from '@/lib/api/schemas/shop';
import type { shops } from '@/lib/db/schema';

type ShopRow = typeof shops.$inferSelect;

/** Maps a shop row plus its related reads to the API's Shop (spec field names). */
export function reshapeShop(
  row: ShopRow,
  related: {
    slides: Slide[];
    header: Header | null;
    rootAffinity: Shop['root_affinity_store_info'];
    supplier: Shop['supplier_info'];
    proxyOfSlug: string | null;
    permissions: Shop['permissions'];
    userLevel: number | null;
    tracking: Partial<
      Record<'referral' | 'campaign' | 'click_id' | 'gclid' | 'fbclid' | 'referral_slug', string>
    >;
  },
): Shop {
  const t = related.tracking;
  return {
    id: row.id,
    owner: row.ownerId,
    slug: row.slug,
    name: row.name,
    photo: row.photo,
    photo_display: row.photoDisplay,
    favicon: row.favicon,
    cover_photo: row.coverPhoto,
    theme: row.theme,
    store_type: row.storeType,
    is_proxy: row.isProxy,
    proxy_of: related.proxyOfSlug,
    default_currency: row.defaultCurrency,
    hidden_store_name: row.hiddenStoreName,
    hidden_search_bar: row.hiddenSearchBar,
    hidden_darkmode: row.hiddenDarkmode,
    darkmode: row.darkmode,
    hidden_affinity_xheader: row.hiddenAffinityXheader,
    hidden_affiliate_banner: row.hiddenAffiliateBanner,
    hidden_dssupplier_banner: row.hiddenDssupplierBanner,
    affiliate_landing: row.affiliateLanding,
    dssupplier_landing: row.dssupplierLanding,
    canonical_url: row.canonicalUrl,
    canonical_domain: row.canonicalDomain,
    seo_description: row.seoDescription,
    fb_pixel: row.fbPixel,
    live_chat_license: row.liveChatLicense,
    whatsapp_phone: row.whatsappPhone,
    whatsapp_country_code: row.whatsappCountryCode,
    contact_email: row.contactEmail,
    contact_phone: row.contactPhone,
    contact_country_code: row.contactCountryCode,
    footer_bg: row.footerBg,
    footer_fg: row.footerFg,
    footer_style: row.footerStyle,
    about_entry_id: row.aboutEntryId,
    users_support_url: row.usersSupportUrl,
    franchise_support_url: row.franchiseSupportUrl,
    affiliate_support_url: row.affiliateSupportUrl,
    adornment_type: row.adornmentType,
    bgcolor: row.bgcolor,
    facebook: row.facebook,
    instagram: row.instagram,
    twitter: row.twitter,
    youtube: row.youtube,
    twitch: row.twitch,
    kick: row.kick,
    discord: row.discord,
    store_creation_on_signup: row.storeCreationOnSignup,
    supplier_info: related.supplier,
    root_affinity_store_info: related.rootAffinity,
    store_theme_info: {
      color1: row.color1,
      color2: row.color2,
      columns: row.columns,
      signup_form: row.signupForm,
      sections_info: row.sections,
      slider_info: related.slides,
      header_info: related.header,
    },
    permissions: related.permissions,
    menu_fetching: related.permissions.admin || related.permissions.roles.length > 0,
    user_info: { user_level: related.userLevel },
    referral: t.referral ?? null,
    campaign: t.campaign ?? null,
    click_id: t.click_id ?? null,
    gclid: t.gclid ?? null,
    fbclid: t.fbclid ?? null,
    referral_slug: t.referral_slug ?? null,
  };
}
