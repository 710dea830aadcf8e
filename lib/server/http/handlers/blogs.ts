import 'server-only';

import {
  createBlogEntryRoute,
  deleteBlogEntryRoute,
  getBlogEntryRoute,
  listBlogEntriesRoute,
  updateBlogEntryRoute,
} from '@/lib/api/routes/blogs';

import {
  createBlogEntry,
  deleteBlogEntry,
  updateBlogEntry,
} from '@/lib/server/blogs/blog-entry-writes';
import { getBlogEntry } from '@/lib/server/blogs/get-blog-entry';
import { listBlogEntries } from '@/lib/server/blogs/list-blog-entries';
import { createRouter } from '../router';

export const blogsHandlers = createRouter()
  .openapi(listBlogEntriesRoute, async (c) =>
    c.json(await listBlogEntries(c.var.ctx, c.req.valid('param').slug, c.req.valid('query')), 200),
  )
  .openapi(getBlogEntryRoute, async (c) => {
    const { slug, entry } = c.req.valid('param');
    return c.json(await getBlogEntry(c.var.ctx, slug, entry), 200);
  })
  .openapi(createBlogEntryRoute, async (c) =>
    c.json(await createBlogEntry(c.var.ctx, c.req.valid('param').slug, c.req.valid('json')), 201),
  )
  .openapi(updateBlogEntryRoute, async (c) => {
    const { slug, entry } = c.req.valid('param');
    return c.json(await updateBlogEntry(c.var.ctx, slug, entry, c.req.valid('json')), 200);
  })
  .openapi(deleteBlogEntryRoute, async (c) => {
    const { slug, entry } = c.req.valid('param');
    await deleteBlogEntry(c.var.ctx, slug, entry);
    return c.body(null, 204);
  });
