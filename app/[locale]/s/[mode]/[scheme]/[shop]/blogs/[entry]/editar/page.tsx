import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { BlogEditorPage } from '@/components/blogs/blog-editor-page';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';

// Per visitor: it reads the session cookie.
export const dynamic = 'force-dynamic';

type EntryParams = Promise<Awaited<ShopRouteParams> & { entry: string }>;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('blogs.editor');
  return { title: t('editTitle'), robots: { index: false, follow: false } };
}

/** `{base}blogs/{entry}/editar`: an entry of the shop's blog in the editor, drafts included. */
export default async function BlogEditRoute({ params }: { params: EntryParams }) {
  const [{ base, slug }, { entry }] = await Promise.all([resolveShopParams(params), params]);
  return <BlogEditorPage base={base} slug={slug} entry={entry} />;
}
