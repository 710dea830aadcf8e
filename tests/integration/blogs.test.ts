import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { blogEntries, galleryImages } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import { expiredTags } from '../support/next-cache';
import { createShopStaff, type StaffCookies } from '../support/shop-staff';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

interface Entry {
  id: string;
  slug: string;
  title: string;
  summary: string;
  body_html: string;
  cover_url: string | null;
  published: boolean;
  published_at: string | null;
  updated_at: string;
  author: { id: string; name: string; photo: string | null };
}
interface Page {
  results: Entry[];
  matches_estimated: number;
}

const COVER_A = '/uploads/AAAAAAAAAAAAAAAAAAAAAA.png';
const BODY_IMAGE_A = '/uploads/BBBBBBBBBBBBBBBBBBBBBB.png';
const IMAGE_B = '/uploads/CCCCCCCCCCCCCCCCCCCCCC.png';

/**
 * A shop's blog (issue 20; spec 03 §3 "Blog entry", §7 "Blogs"): its admins write, edit and
 * publish entries with sanitised bodies; visitors read the published ones, 8 a page, newest
 * change first, with the author's public profile.
 */
describe('blogs API', () => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let cookie: StaffCookies;
  let ownerAId: string;

  const send = (method: string, path: string, who?: keyof StaffCookies, body?: unknown) =>
    call(api, method, `/api/${path}`, body, { cookie: who ? cookie[who] : undefined });
  const create = async (who: keyof StaffCookies, body: Record<string, unknown>) => {
    const res = await send('POST', 'shops/tienda-a/blogs', who, {
      body_html: '<p>Hola</p>',
      ...body,
    });
    expect(res.status).toBe(201);
    return (await res.json()) as Entry;
  };

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    api = createApiApp({ database: async () => database });
    const staff = await createShopStaff(database.db);
    cookie = staff.cookie;
    ownerAId = staff.shopA.ownerId;
    const image = (id: string, shopId: string, url: string) => ({
      id,
      shopId,
      kind: 'blog_image' as const,
      name: id,
      storageKey: url.slice('/uploads/'.length),
      url,
      contentType: 'image/png',
      bytes: 100,
      width: 640,
      height: 360,
    });
    await database.db
      .insert(galleryImages)
      .values([
        image('img_cover_a', staff.shopA.id, COVER_A),
        image('img_body_a', staff.shopA.id, BODY_IMAGE_A),
        image('img_b', staff.shopB.id, IMAGE_B),
      ]);
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('lets an admin write a draft that visitors cannot see, then publish it', async () => {
    expiredTags.length = 0;
    const draft = await create('ownerA', {
      title: 'Nuestra historia: café & más',
      summary: 'Cómo empezamos',
      body_html: `<p>Empezamos <strong>en 2010</strong>.</p><img src="${BODY_IMAGE_A}" alt="Tienda">`,
      cover_url: COVER_A,
    });
    expect(draft).toMatchObject({
      slug: 'nuestra-historia-cafe-mas',
      published: false,
      published_at: null,
      cover_url: COVER_A,
      author: { id: ownerAId },
    });
    // The gallery's size keeps the image's room while it loads.
    expect(draft.body_html).toContain(
      `<img src="${BODY_IMAGE_A}" width="640" height="360" alt="Tienda" loading="lazy">`,
    );
    expect(expiredTags).toContain('shop:tienda-a:blogs');
    expect(expiredTags).toContain('shop:tienda-a:blog:nuestra-historia-cafe-mas');

    // Visitors: not in the list, 404 on its address; the shop's admins read it.
    expect(((await (await send('GET', 'shops/tienda-a/blogs')).json()) as Page).results).toEqual(
      [],
    );
    const hidden = await send('GET', `shops/tienda-a/blogs/${draft.slug}`);
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toMatchObject({ code: 'blog_entry_not_found' });
    expect((await send('GET', `shops/tienda-a/blogs/${draft.slug}`, 'ownerB')).status).toBe(404);
    expect((await send('GET', `shops/tienda-a/blogs/${draft.slug}`, 'adminA')).status).toBe(200);
    const drafts = await send('GET', 'shops/tienda-a/blogs?drafts=1', 'adminA');
    expect(((await drafts.json()) as Page).results.map((e) => e.id)).toEqual([draft.id]);

    expiredTags.length = 0;
    const published = await send('PATCH', `shops/tienda-a/blogs/${draft.id}`, 'adminA', {
      published: true,
    });
    expect(published.status).toBe(200);
    const body = (await published.json()) as Entry;
    expect(body.published).toBe(true);
    expect(body.published_at).not.toBeNull();
    expect(expiredTags).toContain('shop:tienda-a:blogs');

    const read = await send('GET', `shops/tienda-a/blogs/${draft.slug}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ title: 'Nuestra historia: café & más' });
    const list = (await (await send('GET', 'shops/tienda-a/blogs')).json()) as Page;
    expect(list).toMatchObject({ matches_estimated: 1, results: [{ id: draft.id }] });
    expect(list.results[0]).not.toHaveProperty('body_html');
  });

  it('stores the body sanitised: no script, handlers, javascript: links or foreign images', async () => {
    const entry = await create('ownerA', {
      title: 'Limpio',
      body_html: [
        '<p onclick="steal()">Texto<script>alert(1)</script></p>',
        '<a href="javascript:alert(1)">malo</a> <a href="https://example.com">bueno</a>',
        '<img src="x" onerror="alert(1)">',
        '<img src="https://evil.example/a.png">',
        '<h2 style="color:red">Sección</h2><iframe src="https://evil.example"></iframe>',
      ].join(''),
    });
    expect(entry.body_html).not.toMatch(/script|onclick|onerror|javascript:|evil|iframe|style=/);
    expect(entry.body_html).toContain(
      '<a href="https://example.com" rel="nofollow noopener noreferrer">bueno</a>',
    );
    expect(entry.body_html).toContain('<h2>Sección</h2>');
    const [stored] = await database.db.select().from(blogEntries).limit(100);
    expect(stored?.bodyHtml).not.toContain('script');
  });

  it('answers incomplete_request for a blank title or an empty body, and refuses images of another shop', async () => {
    const blank = await send('POST', 'shops/tienda-a/blogs', 'ownerA', {
      title: '   ',
      body_html: '<p>x</p>',
    });
    expect(blank.status).toBe(422);
    expect(await blank.json()).toMatchObject({ code: 'incomplete_request' });
    const empty = await send('POST', 'shops/tienda-a/blogs', 'ownerA', {
      title: 'Vacía',
      body_html: '<p><script>x</script></p>',
    });
    expect(empty.status).toBe(422);
    expect(await empty.json()).toMatchObject({ code: 'incomplete_request' });

    const foreignCover = await send('POST', 'shops/tienda-a/blogs', 'ownerA', {
      title: 'Ajena',
      body_html: '<p>x</p>',
      cover_url: IMAGE_B,
    });
    expect(foreignCover.status).toBe(422);
    expect(await foreignCover.json()).toMatchObject({
      code: 'validation_error',
      fields: { cover_url: ['invalid_photo'] },
    });
    const foreignBody = await send('POST', 'shops/tienda-a/blogs', 'ownerA', {
      title: 'Ajena',
      body_html: `<img src="${IMAGE_B}">`,
    });
    expect(foreignBody.status).toBe(422);
  });

  it("refuses another shop's admin, staff and customers on every write", async () => {
    const entry = await create('ownerA', { title: 'Privada' });
    for (const who of ['ownerB', 'dispatcherA', 'customer'] as const) {
      expect(
        (await send('POST', 'shops/tienda-a/blogs', who, { title: 'X', body_html: '<p>x</p>' }))
          .status,
      ).toBe(403);
      expect(
        (await send('PATCH', `shops/tienda-a/blogs/${entry.id}`, who, { published: true })).status,
      ).toBe(403);
      expect((await send('DELETE', `shops/tienda-a/blogs/${entry.id}`, who)).status).toBe(403);
      expect((await send('GET', 'shops/tienda-a/blogs?drafts=1', who)).status).toBe(403);
    }
    expect((await send('GET', 'shops/tienda-a/blogs?drafts=1')).status).toBe(401);
    // B's admin reaching A's entry through B's own path finds nothing.
    expect(
      (await send('PATCH', `shops/tienda-b/blogs/${entry.id}`, 'ownerB', { published: true }))
        .status,
    ).toBe(404);
    expect((await send('DELETE', `shops/tienda-b/blogs/${entry.id}`, 'ownerB')).status).toBe(404);
  });

  it('makes slugs unique per shop and follows a new title', async () => {
    const first = await create('ownerA', { title: 'Recetas' });
    const second = await create('adminA', { title: 'Recetas' });
    const third = await create('adminA', { title: 'Recetas' });
    expect([first.slug, second.slug, third.slug]).toEqual(['recetas', 'recetas-2', 'recetas-3']);
    const renamed = await send('PATCH', `shops/tienda-a/blogs/${third.id}`, 'ownerA', {
      title: 'Recetas de otoño',
    });
    expect(((await renamed.json()) as Entry).slug).toBe('recetas-de-otono');
    expect((await send('GET', 'shops/tienda-a/blogs/recetas-3', 'ownerA')).status).toBe(404);
  });

  it('pages published entries 8 at a time, newest change first, and deletes', async () => {
    await database.db.delete(blogEntries);
    const made: Entry[] = [];
    for (let i = 1; i <= 10; i += 1)
      made.push(await create('ownerA', { title: `Entrada ${i}`, published: true }));
    await create('ownerA', { title: 'Borrador oculto' });
    // Editing the first makes it the newest change.
    await send('PATCH', `shops/tienda-a/blogs/${made[0]!.id}`, 'ownerA', { summary: 'Nuevo' });
    const page1 = (await (await send('GET', 'shops/tienda-a/blogs')).json()) as Page;
    expect(page1.matches_estimated).toBe(10);
    expect(page1.results.map((e) => e.title)).toEqual([
      'Entrada 1',
      'Entrada 10',
      'Entrada 9',
      'Entrada 8',
      'Entrada 7',
      'Entrada 6',
      'Entrada 5',
      'Entrada 4',
    ]);
    const page2 = (await (await send('GET', 'shops/tienda-a/blogs?offset=8')).json()) as Page;
    expect(page2.results.map((e) => e.title)).toEqual(['Entrada 3', 'Entrada 2']);

    expiredTags.length = 0;
    expect((await send('DELETE', `shops/tienda-a/blogs/${made[1]!.id}`, 'adminA')).status).toBe(
      204,
    );
    expect(expiredTags).toContain('shop:tienda-a:blog:entrada-2');
    expect((await send('GET', 'shops/tienda-a/blogs/entrada-2')).status).toBe(404);
  });
});
