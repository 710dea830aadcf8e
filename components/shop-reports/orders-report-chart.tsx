'use client';

import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

import { formatPrice } from '@/lib/domain/catalogue/price';

export interface OrdersReportChartProps {
  /** One point per bucket, oldest first: its label, orders placed, total (minor units) of those not cancelled. */
  points: { label: string; orders: number; total: number }[];
  currency: string;
  /** The series' names, translated by the page. */
  words: { orders: string; total: string };
}

/**
 * Orders placed (bars, left axis) and their total (line, right axis) per bucket. A picture of the
 * table that follows it on the page, which is what assistive technology reads: the chart is hidden
 * from it and takes no focus.
 */
export default function OrdersReportChart({ points, currency, words }: OrdersReportChartProps) {
  const money = (minor: number) => formatPrice(Math.round(minor), currency);
  return (
    <div aria-hidden="true" className="h-64 w-full text-xs" data-testid="orders-report-chart">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={points}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />
          <XAxis dataKey="label" tick={{ fill: 'currentColor' }} minTickGap={12} />
          <YAxis
            yAxisId="orders"
            allowDecimals={false}
            tick={{ fill: 'currentColor' }}
            width={32}
          />
          <YAxis
            yAxisId="total"
            orientation="right"
            tick={{ fill: 'currentColor' }}
            tickFormatter={(value: number) => money(value)}
            width={80}
          />
          <Tooltip
            formatter={(value, name) =>
              name === words.total ? money(Number(value)) : String(value)
            }
            contentStyle={{ color: '#111827' }}
          />
          <Legend />
          <Bar
            yAxisId="orders"
            dataKey="orders"
            name={words.orders}
            fill="#2563eb"
            isAnimationActive={false}
          />
          <Line
            yAxisId="total"
            dataKey="total"
            name={words.total}
            stroke="#b45309"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
