import 'server-only';

import { type OrdersRead, settle, visitorClient } from '@/components/orders/order-reads';
import type { BlogEntry, BlogPage } from '@/lib/api/schemas/blogs';

/**
 * What the blog editor pages learn for the visitor (their session): whether they may write the
 * shop's blog (the admin list answers 401 signed out, 403 for anyone else), and the entry to
 * edit, drafts included.
 */
export async function readBlogWriteAccess(slug: string): Promise<OrdersRead<BlogPage>> {
  const api = await visitorClient();
  if (!api) return { kind: 'signed-out' };
  return settle('blog access', () =>
    api.api.shops[':slug'].blogs.$get({
      param: { slug },
      query: { drafts: '1', limit: '1', offset: '0' },
    }),
  );
}

export async function readEditableBlogEntry(
  slug: string,
  entry: string,
): Promise<OrdersRead<BlogEntry>> {
  const access = await readBlogWriteAccess(slug);
  if (access.kind !== 'read') return access;
  const api = (await visitorClient())!;
  return settle('blog entry', () =>
    api.api.shops[':slug'].blogs[':entry'].$get({ param: { slug, entry } }),
  );
}
