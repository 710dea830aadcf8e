import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { contactMessages, users } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import { createSessionCookie, createShop, createUser } from '../support/factories';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const UNREADABLE_PATH = {
  code: 'bad_request',
  message:
    'La dirección de la solicitud no es válida: tiene un carácter mal codificado o no permitido.',
};
const NUL = 'No puede contener el carácter nulo (U+0000) ni caracteres incompletos.';

/**
 * Issue 15: input no route could store is refused for every operation before its own checks —
 * malformed escapes and NUL in the path (400), NUL in a query or anywhere in a JSON body (422
 * naming the fields), bodies over 1 MB (413) — and nothing is stored.
 */
describe('hostile input refused at the edge', () => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let cookie: string;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    api = createApiApp({ database: async () => database });
    const owner = await createUser(database.db, { level: 2 });
    await createShop(database.db, { slug: 'tienda-a', ownerId: owner.id });
    cookie = await createSessionCookie(database.db, owner.id);
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('answers 400 to a path that does not decode to text, known route or not', async () => {
    for (const path of [
      '/api/shops/%ff',
      '/api/health%ff',
      '/api/shops/tienda-a%ED%A0%80',
      '/api/shops/tienda-a/catalogues/a%00b',
      '/api/shops/%',
    ]) {
      const res = await api.request(path);
      expect(res.status, path).toBe(400);
      expect(await res.json(), path).toEqual(UNREADABLE_PATH);
    }
  });

  it('still reads escapes that decode to text', async () => {
    const res = await api.request('/api/shops/tienda-a/search?text=caf%C3%A9');
    expect(res.status).toBe(200);
  });

  it('answers 422 naming the query parameter that holds NUL', async () => {
    const res = await api.request('/api/shops/tienda-a/search?tags=a%00&text=ok');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      code: 'validation_error',
      message: 'Revisa los datos enviados.',
      fields: { tags: [NUL] },
    });
  });

  it('answers 422 naming every field of a JSON body that holds NUL, at any depth, and stores nothing', async () => {
    const before = await database.db.select({ n: count() }).from(contactMessages);
    const res = await call(api, 'POST', '/api/shops/tienda-a/contact', {
      name: 'Ana\u0000',
      email: 'ana@example.com',
      message: 'Hola',
      extra: { list: ['ok', 'x\u0000'] },
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      code: 'validation_error',
      fields: { name: [NUL], 'extra.list.1': [NUL] },
    });
    expect(await database.db.select({ n: count() }).from(contactMessages)).toEqual(before);
  });

  it('answers 422 for half a character (a lone surrogate), which jsonb cannot hold, and stores nothing', async () => {
    const before = await database.db.select({ n: count() }).from(contactMessages);
    // As the fuzzer sent it: the escape makes a lone high surrogate once parsed.
    const res = await api.request('/api/shops/tienda-a/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: '{"name":"\\\\&d\\ud8007SDA","email":"ana@example.com","message":"Hola","kind":"technical_query"}',
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: 'validation_error', fields: { name: [NUL] } });
    expect(await database.db.select({ n: count() }).from(contactMessages)).toEqual(before);
  });

  it('words the refusal in the request language', async () => {
    const res = await call(
      api,
      'PUT',
      '/api/me/profile',
      { full_name: 'A\u0000' },
      {
        cookie,
        locale: 'en',
      },
    );
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      fields: { full_name: ['Must not contain the null character (U+0000) or broken characters.'] },
    });
  });

  it('refuses a JSON body over 1 MB with 413 before parsing it, with or without its length', async () => {
    const userCount = async () => (await database.db.select({ n: count() }).from(users))[0]?.n;
    const before = await userCount();
    const body = JSON.stringify({ email: `${'x'.repeat(1_000_001)}@example.com`, password: 'x' });
    for (const stream of [false, true]) {
      const res = await api.request('/api/auth/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        body: stream ? new Blob([body]).stream() : body,
        ...(stream ? { duplex: 'half' } : {}),
      } as RequestInit);
      expect(res.status, stream ? 'streamed' : 'sized').toBe(413);
      expect(await res.json()).toEqual({
        code: 'payload_too_large',
        message: 'La solicitud es demasiado grande: el máximo es 1 MB.',
        max_mb: 1,
      });
    }
    expect(await userCount()).toBe(before);
  });

  it('caps a multipart body at 1 MB too on an operation that takes no upload (a payment webhook)', async () => {
    const form = new FormData();
    form.append('file', new Blob(['x'.repeat(1_200_000)]), 'big.bin');
    for (const path of ['/api/payments/stripe/webhook', '/api/auth/register']) {
      const res = await api.request(path, {
        method: 'POST',
        headers: { 'sec-fetch-site': 'same-origin' },
        body: form,
      });
      expect(res.status, path).toBe(413);
      expect(await res.json(), path).toMatchObject({ code: 'payload_too_large', max_mb: 1 });
    }
  });

  it('leaves a multipart upload over 1 MB to the upload operation and its own, larger limit', async () => {
    const form = new FormData();
    form.append('image', new Blob(['x'.repeat(1_200_000)], { type: 'image/png' }), 'photo.png');
    form.append('kind', 'product_photo');
    const res = await api.request('/api/gallery', {
      method: 'POST',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
      body: form,
    });
    const answer = (await res.json()) as { code?: string };
    expect(res.status).not.toBe(413);
    expect(answer.code).not.toBe('payload_too_large');
  });

  it('takes a body just under the cap to the route as usual', async () => {
    const res = await call(api, 'POST', '/api/auth/login', {
      username: 'nadie@example.com',
      password: 'x'.repeat(900_000),
    });
    expect(res.status).toBeLessThan(500);
    expect(res.status).not.toBe(413);
  });
});
