import { browserApiClient } from '@/lib/api/client';
import type {
  ItemSource,
  ResaleBulkAdded,
  ResaleBulkAddInput,
  ResaleCategoryPage,
  ResaleItem,
  ResaleProductPage,
  ResaleSuggestions,
  ResaleSupplierPage,
} from '@/lib/api/schemas/resale';
import type { ProductType } from '@/lib/domain/vocabulary';
import { authResult, dataOf } from '@/lib/client/requests/auth-result';

export type { ResaleBulkAdded, ResaleItem };

const resale = () => browserApiClient().api.shops[':slug'].resale;

/** A query without its empty values (the API reads a missing filter as none). */
const filled = (query: Record<string, string | number | undefined>) =>
  Object.fromEntries(
    Object.entries(query).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)]],
    ),
  );

export { dataOf };

export interface ResaleQuery {
  type: ProductType;
  text: string;
  category?: string;
  supplier?: string;
  /** A franchise shop's 'my products' / 'other suppliers' (spec 03 §2); none elsewhere. */
  source?: ItemSource;
}

/** The resale calls of spec 03 §7 "Add-items and resale" the add-items modal makes. */
export const resaleApi = {
  products: (slug: string, query: ResaleQuery, offset: number, limit: number) =>
    authResult<ResaleProductPage>(
      resale().products.$get({ param: { slug }, query: filled({ ...query, offset, limit }) }),
    ),
  suggestions: (slug: string, type: ProductType, text: string, source?: ItemSource) =>
    authResult<ResaleSuggestions>(
      resale().suggestions.$get({ param: { slug }, query: filled({ type, text, source }) }),
    ),
  suppliers: (
    slug: string,
    type: ProductType,
    text: string,
    offset: number,
    limit: number,
    source?: ItemSource,
  ) =>
    authResult<ResaleSupplierPage>(
      resale().suppliers.$get({
        param: { slug },
        query: filled({ type, text, offset, limit, source }),
      }),
    ),
  categories: (
    slug: string,
    type: ProductType,
    name: string,
    supplier: string | undefined,
    offset: number,
    limit: number,
    source?: ItemSource,
  ) =>
    authResult<ResaleCategoryPage>(
      resale().categories.$get({
        param: { slug },
        query: filled({ type, name, supplier, offset, limit, source }),
      }),
    ),
  bulkAdd: (slug: string, json: ResaleBulkAddInput) =>
    authResult<ResaleBulkAdded>(resale()['bulk-add'].$post({ param: { slug }, json })),
};
