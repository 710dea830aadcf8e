import type { BlogEntry, BlogEntryInput, BlogEntryPatch, BlogPage } from '@/lib/api/schemas/blogs';
import { browserApiClient } from '@/lib/api/client';

import { authResult } from './auth-result';

const blogsOf = () => browserApiClient().api.shops[':slug'].blogs;

/** The blog editor's calls (issue 20); its images go through `uploadShopImage(…, 'blog_image', …)`. */
export const blogRequests = {
  /** The admin's list, drafts included, newest change first. */
  drafts: (shopSlug: string, limit: number) =>
    authResult<BlogPage>(
      blogsOf().$get({
        param: { slug: shopSlug },
        query: { drafts: '1', offset: '0', limit: String(limit) },
      }),
    ),
  create: (shopSlug: string, json: BlogEntryInput) =>
    authResult<BlogEntry>(blogsOf().$post({ param: { slug: shopSlug }, json })),
  update: (shopSlug: string, id: string, json: BlogEntryPatch) =>
    authResult<BlogEntry>(
      blogsOf()[':entry'].$patch({ param: { slug: shopSlug, entry: id }, json }),
    ),
  remove: (shopSlug: string, id: string) =>
    authResult<null>(blogsOf()[':entry'].$delete({ param: { slug: shopSlug, entry: id } })),
};
