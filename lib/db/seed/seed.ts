import { eq, sql } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import {
  alerts,
  banners,
  campaignChannels,
  campaignClicks,
  campaigns,
  catalogueProducts,
  catalogues,
  categories,
  checkouts,
  commissionEntries,
  contactMessages,
  courierBranches,
  headers,
  orderLines,
  orderReceipts,
  orderRefunds,
  orderReturns,
  reviews,
  orders,
  plans,
  products,
  shopCollaborations,
  shopFranchises,
  shopMembers,
  shops,
  storeListings,
  supplierMembers,
  suppliers,
  userFollows,
  users,
  walletCashouts,
} from '@/lib/db/schema';

import { buildCategories } from './categories';
import { buildCollaborations } from './collaborations';
import { buildShopFranchises } from './franchises';
import { buildCourierBranches } from './courier-branches';
import { SEED_CREATED_AT, SEED_UPDATED_AT } from './dates';
import { extraShopSpecs } from './extra-shops';
import { insertInBatches, insertJsonBatches } from './insert';
import { listingRows, selectListed } from './listings';
import { buildAfterSaleAlerts } from './after-sale-alerts';
import { buildAlerts } from './alerts';
import { attributeOrders, buildCampaigns, CAMPAIGN_OWNER_ID } from './campaigns';
import { buildSeedCashouts } from './cashouts';
import { buildCommissions } from './commissions';
import { buildContactMessages } from './contact-messages';
import { buildOrders, DEMO_BUYER_ID } from './orders';
import { buildReferralFollows, buildReferredUsers } from './referrals';
import { buildRefunds } from './refunds';
import { buildReturns } from './returns';
import { buildReviews } from './reviews';
import { buildPlans } from './plans';
import { generateProducts, type ProductRow } from './products';
import { DEFAULT_SEED_PRODUCTS } from './seed-options';
import { DEMO_SHOP_SPECS, type ShopRow, type ShopSpec } from './shop-specs';
import { buildBanners, buildCatalogues, buildHeaders, headerId } from './storefront';
import { buildSupplierMembers, buildSuppliers } from './suppliers';
import { buildUsers } from './users';

export interface SeedOptions {
  /** Number of products (default 5000). */
  products?: number;
  /** Benchmark shops tienda-0001… on top of the six demo shops (default 0). */
  extraShops?: number;
  log?: (message: string) => void;
}

export interface SeedSummary {
  shops: number;
  products: number;
  users: number;
  listings: number;
  orders: number;
  ms: number;
}

/**
 * Fills an empty, migrated database with the demo data. Deterministic: fixed ids, fixed dates and
 * a seeded PRNG, so two runs give identical rows. Everything is written in one transaction.
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const productCount = options.products ?? DEFAULT_SEED_PRODUCTS;
  const extraShops = options.extraShops ?? 0;
  for (const [name, value] of [
    ['products', productCount],
    ['extraShops', extraShops],
  ] as const) {
    if (!Number.isSafeInteger(value) || value < 0)
      throw new RangeError(`seedDatabase: ${name} must be a whole number ≥ 0, got ${value}`);
  }
  const log = options.log ?? (() => {});
  const lap = stopwatch();

  // Password hashing (scrypt) and row generation happen before the transaction opens.
  const { userRows, memberRows } = await buildUsers(extraShops);
  const referredRows = buildReferredUsers();
  log(`users: ${userRows.length} (passwords hashed in ${lap()} ms)`);
  const productRows = generateProducts(productCount);
  const specs = [...DEMO_SHOP_SPECS, ...extraShopSpecs(extraShops, productCount)];
  const plan = planShops(specs, productRows);
  const orderSeed = buildOrders(plan.listedByShop);
  log(`generated ${productRows.length} products and ${specs.length} shops in ${lap()} ms`);

  await db.transaction(async (tx) => {
    await insertInBatches(tx, plans, buildPlans());
    await insertInBatches(tx, categories, buildCategories());
    await insertInBatches(tx, courierBranches, buildCourierBranches());
    await insertInBatches(tx, users, userRows);
    // The demo reseller's referral tree (the promoted list), parents before their referrals.
    await insertInBatches(tx, users, referredRows);
    await insertInBatches(tx, userFollows, buildReferralFollows());
    await insertInBatches(tx, suppliers, buildSuppliers());
    await insertInBatches(tx, supplierMembers, buildSupplierMembers());
    await insertJsonBatches(tx, products, productRows);
    log(`inserted ${productRows.length} products in ${lap()} ms`);

    await insertInBatches(tx, shops, plan.shopRows);
    await insertInBatches(tx, shopMembers, memberRows);
    await insertInBatches(tx, shopCollaborations, buildCollaborations());
    await insertInBatches(tx, shopFranchises, buildShopFranchises());
    await insertInBatches(tx, contactMessages, buildContactMessages());
    await insertInBatches(tx, headers, plan.headerRows);
    await linkHeaders(tx, specs);
    await insertInBatches(tx, banners, plan.bannerRows);
    await insertInBatches(tx, catalogues, plan.catalogueRows);
    await insertInBatches(tx, catalogueProducts, plan.catalogueMemberRows, 1000);
    await insertJsonBatches(tx, storeListings, plan.listingRows, 5000);
    log(`inserted ${specs.length} shops and ${plan.listingRows.length} listings in ${lap()} ms`);

    // The demo reseller's campaigns; the first brought a few of the demo shopper's purchases
    // and the shopper themself (issue 19).
    const campaignSeed = buildCampaigns();
    await insertInBatches(tx, campaigns, campaignSeed.campaignRows);
    await insertInBatches(tx, campaignChannels, campaignSeed.channelRows);
    await insertInBatches(tx, campaignClicks, campaignSeed.clickRows);
    const broughtBy = attributeOrders(orderSeed.orderRows, orderSeed.checkoutRows, campaignSeed);
    await tx
      .update(users)
      // The row's own fixed instant: an update would stamp the clock's (two runs must agree).
      .set({
        referredBy: CAMPAIGN_OWNER_ID,
        referralCampaign: broughtBy,
        updatedAt: SEED_CREATED_AT,
      })
      .where(eq(users.id, DEMO_BUYER_ID));

    // The demo shopper's past purchases: after the users, products and listings they point at.
    await insertInBatches(tx, checkouts, orderSeed.checkoutRows);
    await insertInBatches(tx, orders, orderSeed.orderRows);
    await tx.execute(
      sql`select setval('orders_number_seq', (select coalesce(max(${orders.number}), 0) + 1 from ${orders}), false)`,
    );
    await insertInBatches(tx, orderLines, orderSeed.lineRows);
    await insertInBatches(tx, orderReceipts, orderSeed.receiptRows);
    const returnRows = buildReturns(orderSeed.orderRows);
    await insertInBatches(tx, orderReturns, returnRows);
    await insertInBatches(tx, reviews, buildReviews(orderSeed.orderRows, orderSeed.lineRows));
    const refundRows = buildRefunds(orderSeed.orderRows, returnRows);
    await insertInBatches(tx, orderRefunds, refundRows);
    await insertInBatches(tx, alerts, [
      ...buildAlerts(orderSeed.orderRows),
      ...buildAfterSaleAlerts(orderSeed.orderRows, returnRows, refundRows),
    ]);
    const commissionRows = buildCommissions(orderSeed.orderRows, orderSeed.lineRows);
    await insertInBatches(tx, commissionEntries, commissionRows);
    await insertInBatches(tx, walletCashouts, buildSeedCashouts(commissionRows));
    log(
      `inserted ${orderSeed.orderRows.length} orders and ${orderSeed.receiptRows.length} receipts in ${lap()} ms`,
    );
  });
  // Fresh statistics, or the planner guesses a few hundred rows per shop and search walks them all.
  await db.execute(sql`analyze`);
  log(`analyzed in ${lap()} ms`);

  return {
    shops: specs.length,
    products: productRows.length,
    users: userRows.length + referredRows.length,
    listings: plan.listingRows.length,
    orders: orderSeed.orderRows.length,
    ms: Math.round(performance.now() - started),
  };
}

/** Every shop-owned row, derived from the shop specs and the generated products. */
function planShops(specs: readonly ShopSpec[], productRows: readonly ProductRow[]) {
  const listedById = new Map(
    specs.map((spec) => [spec.row.id, selectListed(productRows, spec.listing)]),
  );
  const shopRows: ShopRow[] = [];
  const result = {
    /** The products each shop lists, in queue order (the seeded orders buy from them). */
    listedByShop: listedById as ReadonlyMap<string, readonly ProductRow[]>,
    shopRows,
    headerRows: [] as ReturnType<typeof buildHeaders>,
    bannerRows: [] as ReturnType<typeof buildBanners>,
    catalogueRows: [] as ReturnType<typeof buildCatalogues>['catalogueRows'],
    catalogueMemberRows: [] as ReturnType<typeof buildCatalogues>['memberRows'],
    listingRows: [] as ReturnType<typeof listingRows>,
  };
  for (const spec of specs) {
    const listed = listedById.get(spec.row.id) ?? [];
    // A proxy has no listings of its own: its header and slides point at its source's products.
    const candidates = spec.row.proxyOfShopId
      ? (listedById.get(spec.row.proxyOfShopId) ?? [])
      : listed;
    shopRows.push({ ...spec.row, createdAt: SEED_CREATED_AT, updatedAt: SEED_UPDATED_AT });
    result.headerRows.push(...buildHeaders(spec, candidates));
    result.bannerRows.push(...buildBanners(spec, candidates));
    const { catalogueRows, memberRows } = buildCatalogues(spec, listed);
    result.catalogueRows.push(...catalogueRows);
    result.catalogueMemberRows.push(...memberRows);
    for (const row of listingRows(spec, listed)) result.listingRows.push(row);
  }
  return result;
}

/** shops.header_id and headers.shop_id point at each other, so the link is set after both exist. */
async function linkHeaders(db: Db, specs: readonly ShopSpec[]) {
  const pairs = specs
    .filter((spec) => spec.headers.length > 0)
    .map((spec) => sql`(${spec.row.id}, ${headerId(spec, 0)})`);
  for (let start = 0; start < pairs.length; start += 1000) {
    const values = sql.join(pairs.slice(start, start + 1000), sql`, `);
    await db.execute(
      sql`update shops as s set header_id = v.header_id from (values ${values}) as v(shop_id, header_id) where s.id = v.shop_id`,
    );
  }
}

function stopwatch() {
  let last = performance.now();
  return () => {
    const now = performance.now();
    const elapsed = Math.round(now - last);
    last = now;
    return elapsed;
  };
}
