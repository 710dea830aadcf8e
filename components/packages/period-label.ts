import 'server-only';

import { getTranslations } from 'next-intl/server';

const NAMED = ['monthly', 'bimonthly', 'quarterly', 'semiannual', 'yearly', 'annual'] as const;
type Named = (typeof NAMED)[number];

/** A plan's periodicity in the visitor's language (`monthly` → Mensual); an unknown one as stored. */
export async function periodLabel(periodicity: string): Promise<string> {
  const t = await getTranslations('packages.periods');
  const key = periodicity.trim().toLowerCase();
  return (NAMED as readonly string[]).includes(key) ? t(key as Named) : periodicity;
}
