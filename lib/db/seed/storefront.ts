import type { banners, catalogueProducts, catalogues, headers } from '@/lib/db/schema';

import { categoryId } from './categories';
import { SEED_CREATED_AT, SEED_UPDATED_AT } from './dates';
import { bannerPath, cataloguePhotoPath } from './demo-images';
import { isShowcase } from './listings';
import type { ProductRow } from './products';
import type { CatalogueSpec, ProductLink, ShopSpec } from './shop-specs';
import { slugify } from './text';

export type HeaderRow = typeof headers.$inferInsert;
export type BannerRow = typeof banners.$inferInsert;
export type CatalogueRow = typeof catalogues.$inferInsert;
export type CatalogueProductRow = typeof catalogueProducts.$inferInsert;

const stamps = { createdAt: SEED_CREATED_AT, updatedAt: SEED_UPDATED_AT };

/**
 * The product a header or slide links to: the first showcase product of the category among
 * `candidates` (the shop's listing, or its source's for a proxy), else any showcase product.
 */
function linkedProduct(
  link: ProductLink,
  candidates: readonly ProductRow[],
): ProductRow | undefined {
  const showcase = candidates.filter(isShowcase);
  const wanted = link.category ? categoryId(link.category) : undefined;
  return showcase.find((p) => !wanted || p.categoryId === wanted) ?? showcase[0] ?? candidates[0];
}

export function headerId(spec: ShopSpec, index: number): string {
  return `hdr_${spec.key}_${index + 1}`;
}

export function buildHeaders(spec: ShopSpec, candidates: readonly ProductRow[]): HeaderRow[] {
  return spec.headers.map((header, i) => {
    const product = header.product ? linkedProduct(header.product, candidates) : undefined;
    return {
      id: headerId(spec, i),
      shopId: spec.row.id,
      title: header.title,
      subtitle: header.subtitle,
      description: header.description,
      target: header.target,
      // Without a product to link to, a product header would have a dead button.
      actionType: header.actionType === 'product' && !product ? 'none' : header.actionType,
      url: header.url ?? null,
      productId: product?.id ?? null,
      buttonLabel: header.buttonLabel ?? null,
      bgColor1: spec.row.color1 ?? null,
      bgColor2: spec.row.color2 ?? null,
      ...stamps,
    };
  });
}

export function buildBanners(spec: ShopSpec, candidates: readonly ProductRow[]): BannerRow[] {
  const imageKey = spec.bannerKey ?? spec.key;
  return spec.slides.map((slide, i) => {
    const base = {
      id: `ban_${spec.key}_${i + 1}`,
      shopId: spec.row.id,
      hztImage: bannerPath(imageKey, 'h', i + 1),
      vrtImage: bannerPath(imageKey, 'v', i + 1),
      target: slide.target,
      position: i,
      ...stamps,
    };
    const { link } = slide;
    if (link.kind === 'product') {
      const product = linkedProduct(link, candidates);
      if (product)
        return {
          ...base,
          type: 'PRODUCT' as const,
          actionType: 'product' as const,
          productId: product.id,
          supplierId: product.ownerId,
        };
      return { ...base, type: 'URL' as const, actionType: 'none' as const };
    }
    if (link.kind === 'url')
      return {
        ...base,
        type: 'URL' as const,
        actionType: 'url' as const,
        url: link.url,
        urlTarget: link.newTab,
      };
    return { ...base, type: 'URL' as const, actionType: 'signup' as const };
  });
}

/** Showcase products of the catalogue's categories, spread evenly over the shop's listing. */
function catalogueMembers(catalogue: CatalogueSpec, listed: readonly ProductRow[]): ProductRow[] {
  const wanted = new Set(catalogue.categories.map(categoryId));
  const pool = listed.filter(
    (p) =>
      isShowcase(p) &&
      (wanted.size === 0 ||
        (p.categoryId !== undefined && p.categoryId !== null && wanted.has(p.categoryId))),
  );
  if (pool.length <= catalogue.size) return pool;
  const step = pool.length / catalogue.size;
  return Array.from({ length: catalogue.size }, (_, i) => pool[Math.floor(i * step)] as ProductRow);
}

export function buildCatalogues(spec: ShopSpec, listed: readonly ProductRow[]) {
  const catalogueRows: CatalogueRow[] = [];
  const memberRows: CatalogueProductRow[] = [];
  spec.catalogues.forEach((catalogue, i) => {
    const id = `ctl_${spec.key}_${i + 1}`;
    catalogueRows.push({
      id,
      shopId: spec.row.id,
      name: catalogue.name,
      slug: slugify(catalogue.name),
      photo: cataloguePhotoPath(catalogue.photo),
      position: i,
      weight: (spec.catalogues.length - i) * 10,
      ...stamps,
    });
    catalogueMembers(catalogue, listed).forEach((product, position) =>
      memberRows.push({
        catalogueId: id,
        productId: product.id,
        shopId: spec.row.id,
        position,
        createdAt: SEED_UPDATED_AT,
      }),
    );
  });
  return { catalogueRows, memberRows };
}
