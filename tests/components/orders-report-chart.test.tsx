import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import OrdersReportChart from '@/components/shop-reports/orders-report-chart';

const points = [
  { label: '25 nov', orders: 2, total: 5_000 },
  { label: '26 nov', orders: 0, total: 0 },
  { label: '27 nov', orders: 3, total: 12_345 },
];

describe('orders report chart', () => {
  // happy-dom lays nothing out: the chart's box measures as a phone-wide card would.
  beforeEach(() => {
    const measure = HTMLElement.prototype.getBoundingClientRect;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.classList.contains('recharts-responsive-container')
        ? DOMRect.fromRect({ width: 360, height: 256 })
        : measure.call(this);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('draws a bar per bucket with orders, the day labels and money on the total axis', async () => {
    render(
      <OrdersReportChart
        points={points}
        currency="MXN"
        words={{ orders: 'Órdenes', total: 'Total sin canceladas' }}
      />,
    );
    const chart = screen.getByTestId('orders-report-chart');
    // A picture of the table beside it: hidden from assistive technology, nothing to focus.
    expect(chart).toHaveAttribute('aria-hidden', 'true');
    const tabbable = [...chart.querySelectorAll('[tabindex]')].filter(
      (el) => Number(el.getAttribute('tabindex')) >= 0,
    );
    expect(tabbable).toEqual([]);
    expect(await screen.findByText('27 nov')).toBeInTheDocument();
    expect(screen.getByText('Órdenes')).toBeInTheDocument();
    expect(screen.getByText('Total sin canceladas')).toBeInTheDocument();
    // Two days with orders, two bars (an empty day draws none).
    await waitFor(() => expect(chart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(2));
    await waitFor(() => expect(chart.textContent).toMatch(/\$\d[\d,]*\.\d{2}/));
  });
});
