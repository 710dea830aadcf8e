import type { Metadata } from 'next';

import { BlogEditorPage } from '@/components/blogs/blog-editor-page';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';
import { privatePageMetadata } from '@/components/seo/private-page-metadata';

// Per visitor: it reads the session cookie.
export const dynamic = 'force-dynamic';

type EntryParams = Promise<Awaited<ShopRouteParams> & { entry: string }>;

export function generateMetadata(): Promise<Metadata> {
  return privatePageMetadata('blogs.editor', 'editTitle');
}

/** `{base}blogs/{entry}/editar`: an entry of the shop's blog in the editor, drafts included. */
export default async function BlogEditRoute({ params }: { params: EntryParams }) {
  const [{ base, slug }, { entry }] = await Promise.all([resolveShopParams(params), params]);
  return <BlogEditorPage base={base} slug={slug} entry={entry} />;
}
