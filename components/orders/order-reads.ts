import 'server-only';

import type { Order } from '@/lib/api/schemas/checkout';
import { ORDERS_PAGE_SIZE } from '@/lib/api/schemas/checkout';
import { orderFilterParams, type OrderFilters } from '@/lib/domain/orders/order-filters';
import { pageOffset } from '@/lib/domain/request/paging';
import { visitorApiClient } from '@/lib/server/http/in-process-client';

/** What a purchases page learns from the API for the visitor. */
export type OrdersRead<T> =
  | { kind: 'signed-out' }
  | { kind: 'missing' }
  | { kind: 'failed' }
  /** `readAt`: when the API answered (ms), the "now" a page renders time-dependent parts at. */
  | { kind: 'read'; value: T; readAt: number };

/** The visitor's API client (their session cookie), or null without one. */
export function visitorClient() {
  return visitorApiClient();
}

/** 200 → the body, 401 → signed out, another 4xx → missing (unknown or someone else's), else failed. */
export async function settle<T>(
  what: string,
  call: () => Promise<{ status: number; json: () => Promise<unknown> }>,
): Promise<OrdersRead<T>> {
  try {
    const res = await call();
    if (res.status === 200)
      return { kind: 'read', value: (await res.json()) as T, readAt: Date.now() };
    if (res.status === 401) return { kind: 'signed-out' };
    return res.status >= 400 && res.status < 500 ? { kind: 'missing' } : { kind: 'failed' };
  } catch (error) {
    console.error(`[orders] ${what} read failed`, error);
    return { kind: 'failed' };
  }
}

/** The API query of a 1-based page of orders (10 a page, spec 02 §9) under the list's filters. */
export function ordersPageQuery(
  page: number,
  filters: OrderFilters = {},
): Record<string, string> & { offset: string; limit: string } {
  return {
    ...orderFilterParams(filters),
    offset: String(pageOffset(page, ORDERS_PAGE_SIZE)),
    limit: String(ORDERS_PAGE_SIZE),
  };
}

/** One page (1-based) of the visitor's orders under the filters; a shop's page keeps to its own. */
export async function readMyOrders(
  page: number,
  filters: OrderFilters,
  shop?: string,
): Promise<OrdersRead<{ results: Order[]; matches_estimated: number }>> {
  const api = await visitorClient();
  if (!api) return { kind: 'signed-out' };
  const query = shop ? { ...ordersPageQuery(page, filters), shop } : ordersPageQuery(page, filters);
  return settle('list', () => api.api.orders.$get({ query }));
}

/** One of the visitor's orders; `missing` for an unknown id or someone else's order. */
export async function readMyOrder(id: string): Promise<OrdersRead<Order>> {
  const api = await visitorClient();
  if (!api) return { kind: 'signed-out' };
  return settle('order', () => api.api.orders[':id'].$get({ param: { id } }));
}
