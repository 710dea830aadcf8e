import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { platformPlace } from '@/components/account/platform-place';
import { SUPPLIER_PARAM } from '@/components/supplier-orders/supplier-paths';
import type { ProductType } from '@/lib/domain/vocabulary';

import { ProductEditorPage } from './product-editor-page';

interface RouteProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * A create route of the item editor (`/apps/me/products/create`, `/apps/me/products/services/create`,
 * spec 03 §2): its title and page for the item type it starts with.
 */
export function itemCreateRoute(
  type: Extract<ProductType, 'product' | 'service'>,
  title: 'createTitle' | 'createTitleService',
) {
  async function generateMetadata(): Promise<Metadata> {
    const t = await getTranslations('itemEditor');
    return { title: t(title), robots: { index: false, follow: false } };
  }

  async function ItemCreateRoute({ params, searchParams }: RouteProps) {
    const [, query] = await Promise.all([platformPlace(params), searchParams]);
    const supplier = query[SUPPLIER_PARAM];
    return (
      <ProductEditorPage
        target={{ kind: 'create', type }}
        supplierId={typeof supplier === 'string' ? supplier : undefined}
      />
    );
  }

  return { generateMetadata, ItemCreateRoute };
}
