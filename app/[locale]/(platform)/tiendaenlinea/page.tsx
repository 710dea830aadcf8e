import type { Metadata } from 'next';

import { PlanLanding, planLandingMetadata } from '@/components/landing/plan-landing';

// Price and rate come from the plans table on every visit (no database at build time).
export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string }>;

export function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return planLandingMetadata('/tiendaenlinea', params);
}

/** `/tiendaenlinea`: the page of the `tienda_en_linea` plan (spec 03 §2, §3). */
export default function TiendaEnLineaPlanPage({ params }: { params: Params }) {
  return <PlanLanding path="/tiendaenlinea" params={params} />;
}
