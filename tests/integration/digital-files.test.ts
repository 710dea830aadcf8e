import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { GET as serveUpload } from '@/app/uploads/[key]/route';
import type { Order } from '@/lib/api/schemas/checkout';
import type { DigitalFile } from '@/lib/api/schemas/digital-files';
import type { SupplierProduct } from '@/lib/api/schemas/supplier-products';
import { outboxMessages } from '@/lib/db/schema';
import { DIGITAL_FILE_MAX_BYTES } from '@/lib/domain/items/digital-files';
import { signedFilePath } from '@/lib/server/digital-files/download-links';
import { uploadStorage } from '@/lib/server/gallery/storage';
import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import { createSessionCookie, createShop, createSupplier, createUser } from '../support/factories';
import { placePickupOrder } from '../support/place-order';
import { fieldsOf, plainItem } from '../support/supplier-items';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** A PDF's bytes, with a byte of each value so nothing is altered on the way. */
const EBOOK = new Uint8Array([
  ...new TextEncoder().encode('%PDF-1.7\n'),
  ...Array.from({ length: 256 }, (_, i) => i),
]);

/**
 * Digital items' stored files (issue 16): uploaded privately by the supplier, never served by
 * `/uploads`, handed to buyers of paid orders through signed links that expire.
 */
describe('digital items with a stored file', () => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let dataDir: string;
  const cookie = { owner: '', otherOwner: '', shopOwner: '', ana: '', bruno: '' };
  let supplierId = '';
  let otherSupplierId = '';
  let anaEmail = '';

  const send = (method: string, apiPath: string, who?: keyof typeof cookie, body?: unknown) =>
    call(api, method, `/api${apiPath}`, body, who ? { cookie: cookie[who] } : {});

  const upload = (
    who: keyof typeof cookie,
    file: Blob,
    name = 'guía de ventas.pdf',
    supplier = supplierId,
  ) => {
    const form = new FormData();
    form.set('file', file, name);
    return api.request(`/api/suppliers/${supplier}/digital-files`, {
      method: 'POST',
      body: form,
      headers: { 'sec-fetch-site': 'same-origin', cookie: cookie[who] },
    });
  };

  const stored = async (name?: string) => {
    const res = await upload('owner', new Blob([EBOOK]), name);
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as DigitalFile;
  };

  /** A published digital item with a stored file, listed in tienda-f. */
  const ebookItem = async (file: DigitalFile, overrides = {}) => {
    const res = await send(
      'POST',
      `/suppliers/${supplierId}/products`,
      'owner',
      plainItem({
        type: 'digital',
        name: 'Guía de ventas',
        stock_type: 'ondemand',
        list_state: 'published',
        digital_file: { key: file.key, name: file.name },
        ...overrides,
      }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const item = (await res.json()) as SupplierProduct;
    expect((await send('PUT', `/shops/tienda-f/listings/${item.id}`, 'shopOwner', {})).ok).toBe(
      true,
    );
    return item;
  };

  const buy = (productId: string, who: 'ana' | 'bruno' = 'ana') =>
    placePickupOrder(api, { cookie: cookie[who], shop: 'tienda-f', supplierId, productId });
  const read = async (id: string, who: keyof typeof cookie = 'ana') =>
    (await (await send('GET', `/orders/${id}`, who)).json()) as Order;
  const pay = async (id: string) =>
    expect((await send('POST', `/orders/${id}/next`, 'owner')).status).toBe(200);
  /** A download as a browser follows the link: no cookie, no same-origin header. */
  const download = (url: string) => api.request(url);
  const codeOf = async (res: Response) => ((await res.json()) as { code: string }).code;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tienda-digital-'));
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('DOWNLOAD_LINK_SECRET', 'a-test-secret-of-forty-characters-long-x');
    database = await createTestDatabase('pglite');
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const [owner, otherOwner, shopOwner, ana, bruno] = await Promise.all(
      [2, 2, 2, 0, 0].map((level) => createUser(db, { level: level as 0 | 2 })),
    );
    supplierId = (await createSupplier(db, { ownerId: owner!.id, isDropshipping: true })).id;
    otherSupplierId = (await createSupplier(db, { ownerId: otherOwner!.id })).id;
    await createShop(db, { slug: 'tienda-f', ownerId: shopOwner!.id, supplierId });
    anaEmail = ana!.email!;
    Object.assign(cookie, {
      owner: await createSessionCookie(db, owner!.id),
      otherOwner: await createSessionCookie(db, otherOwner!.id),
      shopOwner: await createSessionCookie(db, shopOwner!.id),
      ana: await createSessionCookie(db, ana!.id),
      bruno: await createSessionCookie(db, bruno!.id),
    });
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    await database?.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  describe('the upload', () => {
    it("stores the file under a private key of the supplier, on disk apart from the gallery's", async () => {
      const file = await stored();
      expect(file).toEqual({
        key: expect.stringMatching(new RegExp(`^private/${supplierId}/[A-Za-z0-9_-]{22}$`)),
        name: 'guía de ventas.pdf',
        size: EBOOK.byteLength,
      });
      const [, , random] = file.key.split('/');
      expect(await readdir(path.join(dataDir, 'uploads', 'private', supplierId))).toContain(random);
    });

    it('is never served by the public /uploads route', async () => {
      const file = await stored();
      const [, , random] = file.key.split('/');
      for (const key of [file.key, random!, `private%2F${supplierId}%2F${random}`]) {
        const res = await serveUpload(new Request(`http://localhost/uploads/${key}`), {
          params: Promise.resolve({ key }),
        });
        expect(res.status, key).toBe(404);
      }
    });

    it('refuses shop owners, other suppliers, an empty file, a missing file and one over 100 MB', async () => {
      for (const who of ['shopOwner', 'otherOwner'] as const) {
        const res = await upload(who, new Blob([EBOOK]));
        expect(res.status, who).toBe(404);
        expect(await codeOf(res)).toBe('supplier_not_found');
      }
      const empty = await upload('owner', new Blob([]));
      expect(empty.status).toBe(422);
      expect(await empty.json()).toMatchObject({
        code: 'digital_file_empty',
        message: 'El archivo está vacío.',
      });

      const missing = await api.request(`/api/suppliers/${supplierId}/digital-files`, {
        method: 'POST',
        body: new FormData(),
        headers: { 'sec-fetch-site': 'same-origin', cookie: cookie.owner },
      });
      expect(missing.status).toBe(422);
      expect(await codeOf(missing)).toBe('validation_error');

      const tooLarge = await api.request(`/api/suppliers/${supplierId}/digital-files`, {
        method: 'POST',
        body: new Uint8Array(16),
        headers: {
          'sec-fetch-site': 'same-origin',
          cookie: cookie.owner,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(DIGITAL_FILE_MAX_BYTES + 100_000),
        },
      });
      expect(tooLarge.status).toBe(413);
      expect(await tooLarge.json()).toMatchObject({
        code: 'digital_file_too_large',
        message: 'El archivo pesa más de 100 MB.',
        max_mb: 100,
      });
    });

    it('cleans the name buyers download it as', async () => {
      const file = await stored('C:\\Users\\ana\\"plan"<2026>.pdf');
      expect(file.name).toBe('plan2026.pdf');
    });
  });

  describe('the item', () => {
    it('delivers a stored file without a link; a digital item needs one of them', async () => {
      const file = await stored();
      const item = await ebookItem(file);
      expect(item).toMatchObject({
        digital_url: null,
        digital_file: { key: file.key, name: 'guía de ventas.pdf' },
      });
      const neither = await send(
        'POST',
        `/suppliers/${supplierId}/products`,
        'owner',
        plainItem({ type: 'digital', stock_type: 'ondemand' }),
      );
      expect(await fieldsOf(neither)).toEqual({ digital_url: ['required'] });
    });

    it("refuses another supplier's file, a key never stored and a key of another shape", async () => {
      const theirs = await send(
        'POST',
        `/suppliers/${otherSupplierId}/products`,
        'otherOwner',
        plainItem({
          type: 'digital',
          stock_type: 'ondemand',
          digital_file: { key: (await stored()).key, name: 'robado.pdf' },
        }),
      );
      expect(await fieldsOf(theirs)).toEqual({ 'digital_file.key': ['invalid_file'] });

      const never = await send(
        'POST',
        `/suppliers/${supplierId}/products`,
        'owner',
        plainItem({
          type: 'digital',
          stock_type: 'ondemand',
          digital_file: { key: `private/${supplierId}/AAAAAAAAAAAAAAAAAAAAAA`, name: 'x.pdf' },
        }),
      );
      expect(await fieldsOf(never)).toEqual({ 'digital_file.key': ['invalid_file'] });

      const shape = await send(
        'POST',
        `/suppliers/${supplierId}/products`,
        'owner',
        plainItem({
          type: 'digital',
          stock_type: 'ondemand',
          digital_file: { key: '../../etc/passwd', name: 'x' },
        }),
      );
      expect(await fieldsOf(shape)).toMatchObject({ 'digital_file.key': ['invalid_file'] });
    });

    it('keeps no file on another type, and a replaced file is removed from storage', async () => {
      const first = await stored();
      const item = await ebookItem(first);
      const second = await stored('segunda edición.pdf');
      const res = await send(
        'PUT',
        `/suppliers/${supplierId}/products/${item.id}`,
        'owner',
        plainItem({
          type: 'digital',
          name: 'Guía de ventas',
          stock_type: 'ondemand',
          digital_file: { key: second.key, name: second.name },
        }),
      );
      expect(res.status).toBe(200);
      expect(((await res.json()) as SupplierProduct).digital_file?.name).toBe(
        'segunda edición.pdf',
      );
      expect(await uploadStorage().readPrivate(first.key)).toBeNull();

      const service = await send(
        'POST',
        `/suppliers/${supplierId}/products`,
        'owner',
        plainItem({
          type: 'service',
          digital_file: { key: (await stored()).key, name: 'x.pdf' },
        }),
      );
      expect(((await service.json()) as SupplierProduct).digital_file).toBeNull();
    });

    it('never shows the file or its key in a shop', async () => {
      const file = await stored();
      const item = await ebookItem(file);
      const shown = await (await send('GET', `/shops/tienda-f/products/${item.id}`)).text();
      expect(shown).toContain('Guía de ventas');
      expect(shown).not.toContain(file.key);
      expect(shown).not.toContain('private/');
    });
  });

  describe('the download', () => {
    let file: DigitalFile;
    let item: SupplierProduct;

    beforeAll(async () => {
      file = await stored();
      item = await ebookItem(file);
    });

    it('gives no link before payment, and a genuine link of an unpaid order is refused', async () => {
      const order = await buy(item.id);
      expect(order.lines[0]).not.toHaveProperty('digital_file');
      expect((await read(order.id)).lines[0]).not.toHaveProperty('digital_file');
      const early = await download(
        signedFilePath(order.id, item.id, new Date(Date.now() + 60_000)),
      );
      expect(early.status).toBe(409);
      expect(await early.json()).toEqual({
        code: 'digital_file_unavailable',
        message:
          'Este archivo no está disponible: el pedido no está pagado, se canceló o el producto ya no tiene archivo.',
      });
    });

    it('once paid, the order carries a 24-hour link that downloads the file as an attachment, without a session', async () => {
      const order = await buy(item.id);
      await pay(order.id);
      const line = (await read(order.id)).lines[0]!;
      expect(line.digital_file).toEqual({
        name: 'guía de ventas.pdf',
        url: expect.stringMatching(
          new RegExp(
            `^/api/orders/${order.id}/lines/${item.id}/file\\?expires=\\d+&signature=[A-Za-z0-9_-]{43}$`,
          ),
        ),
        expires_at: expect.any(String),
      });
      const lasts = Date.parse(line.digital_file!.expires_at) - Date.now();
      expect(lasts).toBeGreaterThan(23.9 * 3600_000);
      expect(lasts).toBeLessThanOrEqual(24 * 3600_000);
      // The supplier's view of the order carries it as well.
      const supplierView = (await (
        await send('GET', `/suppliers/${supplierId}/orders/${order.id}`, 'owner')
      ).json()) as Order;
      expect(supplierView.lines[0]?.digital_file?.name).toBe('guía de ventas.pdf');

      const res = await download(line.digital_file!.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/octet-stream');
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="guia de ventas.pdf"; filename*=UTF-8''gu%C3%ADa%20de%20ventas.pdf`,
      );
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('content-length')).toBe(String(EBOOK.byteLength));
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(EBOOK);
    });

    it('refuses a changed signature, a changed expiry and the link of another order or line', async () => {
      const order = await buy(item.id);
      await pay(order.id);
      const other = await buy(item.id, 'bruno');
      await pay(other.id);
      const { url } = (await read(order.id)).lines[0]!.digital_file!;
      const link = new URL(url, 'http://localhost');
      const signature = link.searchParams.get('signature')!;
      const expires = Number(link.searchParams.get('expires'));
      const swap = (character: string) => (character === 'A' ? 'B' : 'A');
      const tampered = [
        // One character of the signature changed, first and last.
        url.replace(
          `signature=${signature}`,
          `signature=${swap(signature[0]!)}${signature.slice(1)}`,
        ),
        url.replace(
          `signature=${signature}`,
          `signature=${signature.slice(0, -1)}${swap(signature.at(-1)!)}`,
        ),
        // A day more.
        url.replace(`expires=${expires}`, `expires=${expires + 86_400}`),
        // The same signature on another order's line (Bruno's), and on another item.
        url.replace(order.id, other.id),
        url.replace(`/lines/${item.id}/`, '/lines/prd_otro/'),
      ];
      for (const changed of tampered) {
        const res = await download(changed);
        expect(res.status, changed).toBe(403);
        expect(await res.json()).toEqual({
          code: 'download_link_invalid',
          message: 'Este enlace de descarga no es válido. Abre tu pedido para obtener uno nuevo.',
        });
      }
      // A malformed expiry is an invalid request.
      const malformed = await download(url.replace(`expires=${expires}`, 'expires=pronto'));
      expect(malformed.status).toBe(422);
    });

    it('refuses an expired link with 410, while the order gives a fresh one', async () => {
      const order = await buy(item.id);
      await pay(order.id);
      const expired = await download(
        signedFilePath(order.id, item.id, new Date(Date.now() - 1000)),
      );
      expect(expired.status).toBe(410);
      expect(await expired.json()).toEqual({
        code: 'download_link_expired',
        message: 'Este enlace de descarga ya venció. Abre tu pedido para obtener uno nuevo.',
      });
      const fresh = (await read(order.id)).lines[0]!.digital_file!.url;
      expect((await download(fresh)).status).toBe(200);
    });

    it('gives no link on a cancelled order, and refuses a genuine one', async () => {
      const order = await buy(item.id);
      const link = signedFilePath(order.id, item.id, new Date(Date.now() + 60_000));
      const cancelled = await send('POST', `/orders/${order.id}/cancel`, 'ana', {
        reason: 'requested_by_client',
      });
      expect(cancelled.status).toBe(200);
      expect((await read(order.id)).lines[0]).not.toHaveProperty('digital_file');
      const res = await download(link);
      expect(res.status).toBe(409);
      expect(await codeOf(res)).toBe('digital_file_unavailable');
    });

    it('answers 404 for a line the order does not have, even with a genuine signature', async () => {
      const order = await buy(item.id);
      await pay(order.id);
      const res = await download(
        signedFilePath(order.id, 'prd_otro', new Date(Date.now() + 60_000)),
      );
      expect(res.status).toBe(404);
      expect(await codeOf(res)).toBe('order_not_found');
    });

    it('mails a 7-day download link with the "paid" news, and it works', async () => {
      const order = await buy(item.id);
      await pay(order.id);
      const [paid] = await database.db
        .select()
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.recipient, anaEmail),
            like(outboxMessages.subject, `%${order.number}%`),
          ),
        );
      expect(paid?.subject).toMatch(/ahora está: Pagado$/);
      const found =
        /Guía de ventas: descarga «guía de ventas\.pdf» \(el enlace vale 7 días; la página de tu pedido siempre da uno nuevo\): (\S+)/.exec(
          paid!.body,
        );
      expect(found, paid!.body).not.toBeNull();
      const mailed = new URL(found![1]!);
      expect(mailed.pathname).toBe(`/api/orders/${order.id}/lines/${item.id}/file`);
      const lasts = Number(mailed.searchParams.get('expires')) * 1000 - Date.now();
      expect(lasts).toBeGreaterThan(6.9 * 86_400_000);
      expect(lasts).toBeLessThanOrEqual(7 * 86_400_000);
      const res = await download(`${mailed.pathname}${mailed.search}`);
      expect(res.status).toBe(200);
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(EBOOK);
    });
  });
});
