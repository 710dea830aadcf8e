/**
 * Closed value lists from the spec, kept as text columns with these TypeScript unions
 * (adding a value later needs no enum migration). Zod schemas, the database schema (lib/db/schema) and the rules reuse the same tuples.
 */
export const USER_LEVELS = [0, 1, 2, 3] as const;
export const SHOP_ROLES = ['admin', 'accountant', 'dispatcher', 'qrreader'] as const;
/** Staff roles of a supplier (its owner is not a member: lib/domain/orders/supplier-policy.ts). */
export const SUPPLIER_ROLES = ['admin', 'accountant', 'dispatcher'] as const;
export const STORE_TYPES = ['affiliate', 'affinity', 'franchise'] as const;
export const THEMES = ['theme03', 'theme04', 'theme05', 'basic'] as const;
export const PHOTO_DISPLAYS = ['bdr_cir', 'cir', 'bdr_sq', 'sq', 'bdr_rec', 'rec'] as const;
export const FOOTER_STYLES = ['default', '3cols1col'] as const;
export const ADORNMENT_TYPES = ['geom-circle', 'none'] as const;
export const SIGNUP_FORMS = ['complete', 'basic'] as const;
export const SECTIONS = [
  'products',
  'digital',
  'services',
  'experiences',
  'franchises',
  'retail',
  'blogs',
  'catalogues',
] as const;
export const PRODUCT_TYPES = ['product', 'service', 'experience', 'digital'] as const;
export const MAIN_TYPES = ['business', 'personal'] as const;
export const LIST_STATES = ['published', 'unpublished'] as const;
export const STOCK_TYPES = ['onstock', 'ondemand'] as const;
export const RETURN_TYPES = ['disallowed', '72hrs'] as const;
export const RETURN_POLICIES = ['common', 'customized'] as const;
export const RETURN_FEES = [
  'customer_all',
  'free',
  'customer_feed',
  'original_fees',
  'restocking_fees',
] as const;
export const RETURN_SHIPPING_LABELS = ['inbox', 'download'] as const;
export const AUDIENCES = ['all', 'anon', 'ul0', 'ul1', 'ul2'] as const;
export const ACTION_TYPES = ['none', 'url', 'product', 'signup'] as const;
export const SLIDE_TYPES = ['PRODUCT', 'URL'] as const;
export const BUTTON_LABELS = [
  'signup',
  'signupnow',
  'signupfree',
  'startnow',
  'buynow',
  'more',
] as const;
export const CURRENCIES = ['MXN', 'USD', 'EUR', 'GBP'] as const;
/** Spec 01 §2: the shop's contact form and theme 03's technical-query modal. */
export const CONTACT_KINDS = ['contact', 'technical_query'] as const;
/** When an advisor or coordinator answers (spec 02 §9: 9am-6pm or 24/7). */
export const OFFICE_HOURS = ['business', 'always'] as const;
/** What an uploaded image is for; each kind has its own types and size limit (lib/domain/gallery). */
export const GALLERY_KINDS = [
  'profile_photo',
  'shop_photo',
  'banner_desktop',
  'banner_mobile',
  'catalogue_photo',
  'header_background',
  /** An item's photo, for the supplier that sells it (issue 16). */
  'product_photo',
  /** A photo of a return request, by the order's customer (issue 18). */
  'return_photo',
  /** A photo of a review, by the order's customer (issue 21). */
  'review_photo',
  /** A blog entry's cover or an image in its body, for the shop (issue 20). */
  'blog_image',
] as const;
/** Offline methods work with no keys; the others switch on with their provider's keys (spec 02 §9). */
/** `stripe` is Stripe Checkout (a redirect); `stripe_card` is a card typed on our page into Stripe's fields. */
export const PAYMENT_TYPES = [
  'cash_on_delivery',
  'bank_transfer',
  'pay_in_store',
  'stripe',
  'paypal',
  'stripe_card',
  /** Cash at an OXXO store with a voucher, through Stripe (paid by its webhook). */
  'stripe_oxxo',
  /** A SPEI bank transfer to a per-customer CLABE, through Stripe (reconciled by its webhook). */
  'stripe_spei',
] as const;
/** Spec 02 §9 delivery types. */
export const DELIVERY_TYPES = [
  'to_address',
  'fixed_delivery',
  'pickup_point',
  'to_branch',
] as const;
/** Purchase order states (spec 02 §4 "Orders"; labels in the `orders` messages). */
export const ORDER_STATES = [
  'pending_payment',
  'paid',
  'in_process',
  'to_deliver',
  'in_transit',
  'delivered',
  'canceled_by_customer',
  'canceled_by_supplier',
] as const;
export const PLAN_IDS = [
  'plan_profesional',
  'tienda_en_linea',
  'negocio_digital',
  'facturacion_electronica',
] as const;

export type UserLevel = (typeof USER_LEVELS)[number];
export type ShopRole = (typeof SHOP_ROLES)[number];
export type SupplierRole = (typeof SUPPLIER_ROLES)[number];
export type StoreType = (typeof STORE_TYPES)[number];
export type ThemeName = (typeof THEMES)[number];
export type PhotoDisplay = (typeof PHOTO_DISPLAYS)[number];
export type FooterStyle = (typeof FOOTER_STYLES)[number];
export type AdornmentType = (typeof ADORNMENT_TYPES)[number];
export type SignupForm = (typeof SIGNUP_FORMS)[number];
export type Section = (typeof SECTIONS)[number];
export type ProductType = (typeof PRODUCT_TYPES)[number];
export type MainType = (typeof MAIN_TYPES)[number];
export type ListState = (typeof LIST_STATES)[number];
export type StockType = (typeof STOCK_TYPES)[number];
export type ReturnType_ = (typeof RETURN_TYPES)[number];
export type ReturnPolicy = (typeof RETURN_POLICIES)[number];
export type ReturnFees = (typeof RETURN_FEES)[number];
export type ReturnShippingLabel = (typeof RETURN_SHIPPING_LABELS)[number];
export type Audience = (typeof AUDIENCES)[number];
export type ActionType = (typeof ACTION_TYPES)[number];
export type SlideType = (typeof SLIDE_TYPES)[number];
export type ButtonLabel = (typeof BUTTON_LABELS)[number];
export type Currency = (typeof CURRENCIES)[number];
export type ContactKind = (typeof CONTACT_KINDS)[number];
export type PlanId = (typeof PLAN_IDS)[number];
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export type DeliveryType = (typeof DELIVERY_TYPES)[number];
export type OrderState = (typeof ORDER_STATES)[number];
export type OfficeHours = (typeof OFFICE_HOURS)[number];
export type GalleryKind = (typeof GALLERY_KINDS)[number];
