import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { BlogEditorPage } from '@/components/blogs/blog-editor-page';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';

// Per visitor: it reads the session cookie.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('blogs.editor');
  return { title: t('createTitle'), robots: { index: false, follow: false } };
}

/** `{base}blogs/crear` (spec 01 §2): a new blog entry, for the shop's owner and admins. */
export default async function BlogCreateRoute({ params }: { params: ShopRouteParams }) {
  const { base, slug } = await resolveShopParams(params);
  return <BlogEditorPage base={base} slug={slug} />;
}
