import 'server-only';

import { eq } from 'drizzle-orm';
import JSZip from 'jszip';

import { shops } from '@/lib/db/schema';
import { UPLOADS_PATH } from '@/lib/domain/gallery/gallery-serving';
import { formatOrderNumber } from '@/lib/domain/orders/order-number';
import { ticketFileName } from '@/lib/domain/tickets/ticket-rules';
import type { Locale } from '@/lib/i18n/locales';

import type { ServiceContext } from '../context';
import { uploadStorage } from '../gallery/storage';
import { ApiError } from '../errors';
import { logger } from '../log/logger';
import { readAttendant, readOrderTickets, type TicketRow } from './order-tickets';
import { renderTicketsPdf, type TicketBrand, type TicketPage } from './ticket-pdf';

/** A file to download: its bytes, type and name. */
export interface TicketFile {
  bytes: Uint8Array;
  contentType: 'application/pdf' | 'application/zip';
  fileName: string;
}

/**
 * The shop's name, colours and logo. The logo only when it is one of our uploads (read from the
 * upload store); a remote or unreadable logo is left out — a ticket never fails for its logo.
 */
async function brandOf(ctx: ServiceContext, shopId: string): Promise<TicketBrand> {
  const [shop] = await ctx.db
    .select({ name: shops.name, color1: shops.color1, color2: shops.color2, photo: shops.photo })
    .from(shops)
    .where(eq(shops.id, shopId))
    .limit(1);
  let logo: Uint8Array | null = null;
  if (shop?.photo?.startsWith(UPLOADS_PATH)) {
    logo = await uploadStorage()
      .get(shop.photo.slice(UPLOADS_PATH.length))
      .catch((error: unknown) => {
        logger.warn({ err: error, shopId }, 'ticket logo unreadable');
        return null;
      });
  }
  return {
    name: shop?.name ?? '',
    color1: shop?.color1 ?? '#1d4ed8',
    color2: shop?.color2 ?? '#7c3aed',
    logo,
  };
}

const pageOf = (row: TicketRow, locale: Locale): TicketPage => ({
  code: row.code,
  seat: row.seat,
  productName: (locale === 'en' && row.nameEn) || row.name,
  variant: row.variant === '' ? null : row.variant,
  experienceDate: row.experienceDate,
  experiencePlace: row.experiencePlace,
  attendantName: row.attendantName,
  canceled: row.canceledAt !== null,
  used: row.usedAt !== null,
});

/** `GET /orders/{id}/attendants/{aid}/pdf`: one ticket's PDF. */
export async function attendantPdf(
  ctx: ServiceContext,
  orderId: string,
  ticketId: string,
  locale: Locale,
): Promise<TicketFile> {
  const { order, row, view } = await readAttendant(ctx, orderId, ticketId, locale);
  const number = formatOrderNumber(order.number);
  return {
    bytes: await renderTicketsPdf(
      [pageOf(row, locale)],
      await brandOf(ctx, order.shopId),
      number,
      locale,
    ),
    contentType: 'application/pdf',
    fileName: ticketFileName(locale, number, { position: view.position }),
  };
}

/**
 * `GET /orders/{id}/attendants/pdf` (all of them in one PDF, a page each) and `…/zip` (a PDF
 * each, named by their place in the order). 404 `ticket_not_found` when the order has none.
 */
export async function orderTicketsFile(
  ctx: ServiceContext,
  orderId: string,
  kind: 'pdf' | 'zip',
  locale: Locale,
): Promise<TicketFile> {
  const { order, rows, views } = await readOrderTickets(ctx, orderId, locale);
  if (rows.length === 0) throw new ApiError('ticket_not_found');
  const number = formatOrderNumber(order.number);
  const brand = await brandOf(ctx, order.shopId);
  const fileName = ticketFileName(locale, number, { all: kind });
  if (kind === 'pdf') {
    const pages = rows.map((row) => pageOf(row, locale));
    return {
      bytes: await renderTicketsPdf(pages, brand, number, locale),
      contentType: 'application/pdf',
      fileName,
    };
  }
  const zip = new JSZip();
  for (const [i, row] of rows.entries()) {
    zip.file(
      ticketFileName(locale, number, { position: views[i]!.position }),
      await renderTicketsPdf([pageOf(row, locale)], brand, number, locale),
    );
  }
  return {
    bytes: await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }),
    contentType: 'application/zip',
    fileName,
  };
}
