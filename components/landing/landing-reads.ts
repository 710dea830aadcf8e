import 'server-only';

import { readPackageForPage } from '@/components/packages/package-reads';
import type { Package } from '@/lib/api/schemas/packages';
import { plansByPrice } from '@/lib/domain/landing/landing-pages';
import { PLAN_IDS } from '@/lib/domain/vocabulary';

/**
 * Every plan the platform sells, cheapest first, read from the plans table through the packages
 * API as the package page reads one (`readPackageForPage`); a plan missing from the table is
 * left out.
 */
export async function readLandingPlans(): Promise<Package[]> {
  const plans = await Promise.all(PLAN_IDS.map((id) => readPackageForPage(id)));
  return plansByPrice(plans.filter((plan): plan is Package => plan !== null));
}
