import 'server-only';

import { and, asc, eq } from 'drizzle-orm';

import type {
  Attendant,
  AttendantsPage,
  AttendantsQuery,
  UpdateAttendantInput,
} from '@/lib/api/schemas/tickets';
import { orderLines, products, tickets } from '@/lib/db/schema';
import { isConcluded } from '@/lib/domain/catalogue/product-state';
import type { Locale } from '@/lib/i18n/locales';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { requireOrderParty } from '../orders/order-access';

/** A ticket with what its page and its PDF show. */
export type TicketRow = Awaited<ReturnType<typeof readTicketRows>>[number];

/**
 * Every ticket of the order in a stable order (item, variant, seat), with its item. An order's
 * seats are bounded by what one checkout may buy, so they are read whole and paged in memory:
 * that also numbers each ticket's place in the order the same way on every page.
 */
async function readTicketRows(ctx: ServiceContext, orderId: string) {
  return ctx.db
    .select({
      id: tickets.id,
      seat: tickets.seat,
      productId: tickets.productId,
      variant: tickets.variant,
      code: tickets.code,
      attendantName: tickets.attendantName,
      attendantEmail: tickets.attendantEmail,
      usedAt: tickets.usedAt,
      canceledAt: tickets.canceledAt,
      cancelReason: tickets.cancelReason,
      name: products.name,
      nameEn: products.nameEn,
      experienceDate: products.experienceDate,
      experiencePlace: products.experiencePlace,
    })
    .from(tickets)
    .innerJoin(products, eq(products.id, tickets.productId))
    .where(eq(tickets.orderId, orderId))
    .orderBy(asc(products.name), asc(tickets.productId), asc(tickets.variant), asc(tickets.seat));
}

const productName = (row: { name: string; nameEn: string | null }, locale: Locale) =>
  (locale === 'en' && row.nameEn) || row.name;

function attendantView(
  row: TicketRow,
  position: number,
  customer: boolean,
  locale: Locale,
): Attendant {
  return {
    id: row.id,
    position,
    seat: row.seat,
    product_id: row.productId,
    product_name: productName(row, locale),
    variant: row.variant === '' ? null : row.variant,
    experience_date: row.experienceDate ? row.experienceDate.toISOString() : null,
    experience_place: row.experiencePlace,
    attendant_name: row.attendantName,
    attendant_email: row.attendantEmail,
    used: row.usedAt !== null,
    used_at: row.usedAt ? row.usedAt.toISOString() : null,
    canceled: row.canceledAt !== null,
    reason: row.cancelReason,
    // The secret stays with whoever holds the ticket: the supplier's staff scan it, not read it.
    code: customer ? row.code : null,
  };
}

/**
 * The order's tickets as its customer or its supplier's staff may read them (404
 * `order_not_found` for anyone else), with the order and how the reader stands to it.
 */
export async function readOrderTickets(ctx: ServiceContext, orderId: string, locale: Locale) {
  const party = await requireOrderParty(ctx, orderId);
  const rows = await readTicketRows(ctx, orderId);
  const views = rows.map((row, i) => attendantView(row, i + 1, party.customer, locale));
  return { ...party, rows, views };
}

/** The experiences of a paid order that were over when it was paid, so got no ticket. */
async function endedExperiences(
  ctx: ServiceContext,
  order: { id: string; paidAt: Date | null },
  ticketed: ReadonlySet<string>,
  locale: Locale,
) {
  const { paidAt } = order;
  if (!paidAt) return [];
  const lines = await ctx.db
    .select({
      productId: orderLines.productId,
      type: products.type,
      name: products.name,
      nameEn: products.nameEn,
      experienceDate: products.experienceDate,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, order.id));
  return lines
    .filter(
      (line) =>
        !ticketed.has(line.productId) && isConcluded(line.type, line.experienceDate, paidAt),
    )
    .map((line) => ({ product_id: line.productId, name: productName(line, locale) }));
}

/** `GET /orders/{id}/attendants`: a page of the order's tickets (10 by default). */
export async function listAttendants(
  ctx: ServiceContext,
  orderId: string,
  query: AttendantsQuery,
  locale: Locale,
): Promise<AttendantsPage> {
  const { order, views } = await readOrderTickets(ctx, orderId, locale);
  const { offset, limit } = query;
  const ticketed = new Set(views.map((view) => view.product_id));
  return {
    results: views.slice(offset, offset + limit),
    total: views.length,
    ended_experiences: await endedExperiences(ctx, order, ticketed, locale),
  };
}

/** One ticket of the order, or 404 `ticket_not_found`. */
export async function readAttendant(
  ctx: ServiceContext,
  orderId: string,
  ticketId: string,
  locale: Locale,
) {
  const read = await readOrderTickets(ctx, orderId, locale);
  const index = read.rows.findIndex((row) => row.id === ticketId);
  if (index < 0) throw new ApiError('ticket_not_found');
  return { ...read, row: read.rows[index]!, view: read.views[index]! };
}

/**
 * `PATCH /orders/{id}/attendants/{aid}`: the order's customer names who attends the seat (403
 * `forbidden` for its supplier's staff). An empty text clears a field.
 */
export async function updateAttendant(
  ctx: ServiceContext,
  orderId: string,
  ticketId: string,
  input: UpdateAttendantInput,
  locale: Locale,
): Promise<Attendant> {
  const { customer } = await readAttendant(ctx, orderId, ticketId, locale);
  if (!customer) throw new ApiError('forbidden');
  const set: { attendantName?: string | null; attendantEmail?: string | null } = {};
  if (input.attendant_name !== undefined) set.attendantName = input.attendant_name.trim() || null;
  if (input.attendant_email !== undefined)
    set.attendantEmail = input.attendant_email.trim().toLowerCase() || null;
  if (Object.keys(set).length > 0) {
    await ctx.db
      .update(tickets)
      .set(set)
      .where(and(eq(tickets.id, ticketId), eq(tickets.orderId, orderId)));
  }
  return (await readAttendant(ctx, orderId, ticketId, locale)).view;
}
