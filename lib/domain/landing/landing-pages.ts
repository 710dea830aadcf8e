// The platform's marketing pages (spec 03 §2 routes: `/proveedores`, `/emprendedores`,
// `/tiendaenlinea`, `/negociodigital`, `/mkt/facturacion`): their paths, the plan each plan page
// sells, where their sign-up buttons lead, and the worked earning example. Pure: the pages, the
// shop banners and the tests share them.

import { resaleEarning } from '../items/item-rules';
import { packagePagePath } from '../packages/package-purchase';
import type { PlanId } from '../vocabulary';
import { MEMBERSHIP_RESIDUAL_BP } from '../wallet/wallet-rules';

export const SUPPLIERS_PATH = '/proveedores';
export const ENTREPRENEURS_PATH = '/emprendedores';

/** The plan pages, path → the plan (spec 03 §3 plan ids) each one sells. */
export const PLAN_PAGES = {
  '/tiendaenlinea': 'tienda_en_linea',
  '/negociodigital': 'negocio_digital',
  '/mkt/facturacion': 'facturacion_electronica',
} as const satisfies Record<string, PlanId>;

export type PlanPagePath = keyof typeof PLAN_PAGES;
export type PlanPageId = (typeof PLAN_PAGES)[PlanPagePath];

/** The plan page of a plan, or null for a plan without one (`plan_profesional`). */
export function planPagePath(planId: string): PlanPagePath | null {
  const entry = Object.entries(PLAN_PAGES).find(([, id]) => id === planId);
  return entry ? (entry[0] as PlanPagePath) : null;
}

/** Every landing page, for sitemaps and links. */
export const LANDING_PATHS = [
  SUPPLIERS_PATH,
  ENTREPRENEURS_PATH,
  ...(Object.keys(PLAN_PAGES) as PlanPagePath[]),
] as const;

/**
 * 'Regístrate gratis' on `/proveedores`: the plain platform sign-up. No sign-up parameter makes a
 * supplier account (suppliers are set up by the platform after sign-up), so none is invented.
 */
export const SUPPLIER_SIGNUP_HREF = '/registro';

/**
 * 'Comienza Ahora' on `/emprendedores`: the membership sign-up (level one, entrepreneur; its
 * activation ends at `/asistentes/emprendedores`). The platform host has no store creation on
 * sign-up, so the store is created next at `/crear-tienda` (linked for signed-in visitors).
 */
export const ENTREPRENEUR_SIGNUP_HREF = '/registro?membership=1';
export const STORE_CREATION_HREF = '/crear-tienda';

/** 'Comprar ahora' on a plan page: the existing package page, whose form buys it. */
export function planPurchaseHref(planId: string): string {
  return packagePagePath(planId);
}

/** A plan as the landing pages read it (the API's package: rate as a fraction, money in minor units). */
export interface LandingPlan {
  id: string;
  name: string;
  price: number;
  currency: string;
  periodicity: string;
  /** 0.5 = 50 %. */
  commission_rate: number;
  contribution_margin: number;
}

/** A rate as a fraction (0.5) in basis points (5000), as the earning rules take it. */
export function rateToBasisPoints(rate: number): number {
  return Math.round(rate * 10_000);
}

export interface EarningExample {
  /** Minor units. */
  margin: number;
  /** 0.5 = 50 %. */
  rate: number;
  /** Minor units: what one resale earns, by the app's own rule (`resaleEarning`). */
  earning: number;
  currency: string;
}

/**
 * The worked example of spec 03 §1, §9 "earning per resale = contribution margin × plan
 * commission rate", with the plan's own contribution margin (base plan: 99.50 × 0.5 = 49.75).
 */
export function earningExample(plan: LandingPlan): EarningExample {
  return {
    margin: plan.contribution_margin,
    rate: plan.commission_rate,
    earning: resaleEarning(plan.contribution_margin, rateToBasisPoints(plan.commission_rate)),
    currency: plan.currency,
  };
}

/** The promoter's residual on memberships (spec 03 §1: 15 %), as a fraction. */
export const MEMBERSHIP_RESIDUAL_RATE = MEMBERSHIP_RESIDUAL_BP / 10_000;

/** Plans cheapest first (then by name), so the price cards read as a ladder. */
export function plansByPrice<T extends Pick<LandingPlan, 'price' | 'name'>>(
  plans: readonly T[],
): T[] {
  return [...plans].sort((a, b) => a.price - b.price || a.name.localeCompare(b.name));
}

/**
 * The plan the worked example uses: the base plan (`plan_profesional`, spec 03 §9) when listed,
 * else the cheapest.
 */
export function examplePlan<T extends LandingPlan>(plans: readonly T[]): T | null {
  return plans.find((plan) => plan.id === 'plan_profesional') ?? plansByPrice(plans)[0] ?? null;
}

/**
 * A landing page's address from a shop page, as a protocol-relative URL on the platform's root
 * domain (`//example.mx/proveedores`), the way the shop breadcrumb reaches `/marketplace`: it is
 * right from a sub-domain, a shop's own domain and `/tienda/<slug>/` alike, and names no visitor
 * or host, so the cached shop home can carry it (`platformHref` needs `window.location`).
 */
export function landingHrefFromShop(rootDomain: string, path: string): string {
  return `//${rootDomain}${path}`;
}
