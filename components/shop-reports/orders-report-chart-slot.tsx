'use client';

import dynamic from 'next/dynamic';

import type { OrdersReportChartProps } from './orders-report-chart';

// The charting library is a chunk of its own, loaded by this page only, in the browser only (the
// table beside it carries the same figures without JavaScript).
const OrdersReportChart = dynamic(() => import('./orders-report-chart'), {
  ssr: false,
  loading: () => <div className="h-64" />,
});

/** The report's chart as a lazy client island. */
export function OrdersReportChartSlot(props: OrdersReportChartProps) {
  return <OrdersReportChart {...props} />;
}
