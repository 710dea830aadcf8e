import type { Metadata } from 'next';

import { BlogEditorPage } from '@/components/blogs/blog-editor-page';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';
import { privatePageMetadata } from '@/components/seo/private-page-metadata';

// Per visitor: it reads the session cookie.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return privatePageMetadata('blogs.editor', 'createTitle');
}

/** `{base}blogs/crear` (spec 01 §2): a new blog entry, for the shop's owner and admins. */
export default async function BlogCreateRoute({ params }: { params: ShopRouteParams }) {
  const { base, slug } = await resolveShopParams(params);
  return <BlogEditorPage base={base} slug={slug} />;
}
