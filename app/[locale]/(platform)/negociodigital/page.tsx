import type { Metadata } from 'next';

import { PlanLanding, planLandingMetadata } from '@/components/landing/plan-landing';

// Price and rate come from the plans table on every visit (no database at build time).
export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string }>;

export function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return planLandingMetadata('/negociodigital', params);
}

/** `/negociodigital`: the page of the `negocio_digital` plan (spec 03 §2, §3). */
export default function NegocioDigitalPlanPage({ params }: { params: Params }) {
  return <PlanLanding path="/negociodigital" params={params} />;
}
