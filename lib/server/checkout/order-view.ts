import 'server-only';

import { asc, inArray } from 'drizzle-orm';

import type { Order } from '@/lib/api/schemas/checkout';
import type { Db } from '@/lib/db/client';
import { orderLines, orders, shops, suppliers, users } from '@/lib/db/schema';
import { ORDER_LINK_SECONDS } from '@/lib/domain/items/digital-files';
import { formatOrderNumber } from '@/lib/domain/orders/order-number';
import { instantToMexicoDay } from '@/lib/domain/orders/shipment';

import { branchView } from '../branches/branch-view';
import { instructionsView } from '../payments/instructions-view';
import { signedFilePath } from '../digital-files/download-links';
import { deliversDigitalItems, digitalItemFiles, digitalItemUrls } from './digital-deliveries';

type Reader = Pick<Db, 'select'>;
export type OrderRow = typeof orders.$inferSelect;

/**
 * Orders as their customer and supplier see them (spec 02 §3 "Order"), with lines and transfer
 * details, in the rows' order; a paid order's digital items with the address they deliver, and
 * their stored file behind a link signed afresh on every read (valid 24 hours).
 */
export async function orderViews(db: Reader, rows: readonly OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // One after another, never `Promise.all`: `db` is often a transaction, which is one connection,
  // and pg runs a connection's queries one at a time anyway (queued, with a deprecation warning in
  // pg 8.x and an error in pg 9); PGlite serialises them too. Parallel reads gain nothing here.
  const lines = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, ids))
    .orderBy(asc(orderLines.name), asc(orderLines.variant));
  const supplierRows = await db
    .select()
    .from(suppliers)
    .where(inArray(suppliers.id, [...new Set(rows.map((row) => row.supplierId))]));
  const shopRows = await db
    .select({ id: shops.id, slug: shops.slug })
    .from(shops)
    .where(inArray(shops.id, [...new Set(rows.map((row) => row.shopId))]));
  const customerRows = await db
    .select({ id: users.id, name: users.fullName })
    .from(users)
    .where(inArray(users.id, [...new Set(rows.map((row) => row.userId))]));
  const delivering = new Set(rows.filter(deliversDigitalItems).map((row) => row.id));
  const deliveredProducts = lines
    .filter((line) => delivering.has(line.orderId))
    .map((line) => line.productId);
  const digitalUrls = await digitalItemUrls(db, deliveredProducts);
  const digitalFiles = await digitalItemFiles(db, deliveredProducts);
  const linksExpireAt = new Date(Date.now() + ORDER_LINK_SECONDS * 1000);
  const supplierById = new Map(supplierRows.map((row) => [row.id, row]));
  const slugById = new Map(shopRows.map((row) => [row.id, row.slug]));
  const customerNameById = new Map(customerRows.map((row) => [row.id, row.name]));
  return rows.map((row) => {
    const supplier = supplierById.get(row.supplierId)!;
    return {
      id: row.id,
      number: formatOrderNumber(row.number),
      store: slugById.get(row.shopId) ?? '',
      supplier: { id: supplier.id, name: supplier.name, image: supplier.image },
      customer: { name: customerNameById.get(row.userId) ?? '' },
      state: row.state,
      cancel_reason: row.cancelReason,
      payment_type: row.paymentType,
      instalments: row.instalments,
      delivery_type: row.deliveryType,
      address: row.address
        ? {
            name: row.address.name,
            phone: row.address.phone,
            street_address: row.address.streetAddress,
            street_number: row.address.streetNumber,
            sublocality: row.address.sublocality,
            locality: row.address.locality,
            administrative_area_level_1: row.address.administrativeAreaLevel1,
            postal_code: row.address.postalCode,
            country: row.address.country,
            references: row.address.references,
          }
        : null,
      branch: row.branch ? branchView(row.branch) : null,
      currency: row.currency,
      products_total: row.productsTotal,
      shipping_cost: row.shippingCost,
      total: row.total,
      lines: lines
        .filter((line) => line.orderId === row.id)
        .map((line) => ({
          product_id: line.productId,
          name: line.name,
          photo: line.photo,
          variant: line.variant === '' ? null : line.variant,
          unit_price: line.unitPrice,
          quantity: line.quantity,
          total: line.total,
          ...(delivering.has(row.id) && digitalUrls.has(line.productId)
            ? { digital_url: digitalUrls.get(line.productId)! }
            : {}),
          ...(delivering.has(row.id) && digitalFiles.has(line.productId)
            ? {
                digital_file: {
                  name: digitalFiles.get(line.productId)!,
                  url: signedFilePath(row.id, line.productId, linksExpireAt),
                  expires_at: new Date(
                    Math.floor(linksExpireAt.getTime() / 1000) * 1000,
                  ).toISOString(),
                },
              }
            : {}),
        })),
      bank_transfer:
        row.paymentType === 'bank_transfer' && row.transferReference && row.payBy
          ? {
              reference: row.transferReference,
              pay_by: row.payBy.toISOString(),
              bank_name: supplier.bankName,
              clabe: supplier.bankClabe,
              beneficiary: supplier.bankBeneficiary,
            }
          : null,
      payment_instructions: instructionsView(row),
      carrier: row.carrier,
      tracking_number: row.trackingNumber,
      estimated_delivery_date: row.estimatedDeliveryAt
        ? instantToMexicoDay(row.estimatedDeliveryAt)
        : null,
      delivered_at: row.deliveredAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}
