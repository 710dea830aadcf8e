import { expect, test } from './support/test';

/**
 * Issue 15, on the real server: input that used to fail before our code ran (Next decoding the
 * path) or deep in PostgreSQL answers a JSON `{ code, message }` 4xx, like any other refusal.
 */
test.describe('hostile input to the API', () => {
  test('a malformed escape or NUL in an API path is a JSON 400, not a plain-text 500', async ({
    request,
  }) => {
    for (const path of [
      '/api/shops/%ff',
      '/api/health%ff',
      '/api/shops/demo%ED%A0%80',
      '/api/shops/demo/catalogues/a%00b',
    ]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(400);
      expect(res.headers()['content-type'], path).toMatch(/^application\/json/);
      expect(await res.json(), path).toEqual({
        code: 'bad_request',
        message:
          'La dirección de la solicitud no es válida: tiene un carácter mal codificado o no permitido.',
      });
    }
  });

  test('NUL in a query value or a JSON body is a 422 naming the field', async ({ request }) => {
    const search = await request.get('/api/shops/demo/search?tags=a%00');
    expect(search.status()).toBe(422);
    expect(await search.json()).toMatchObject({
      code: 'validation_error',
      fields: { tags: ['No puede contener el carácter nulo (U+0000) ni caracteres incompletos.'] },
    });

    const login = await request.post('/api/auth/login', {
      headers: { 'sec-fetch-site': 'same-origin' },
      data: { username: 'cliente@tienda.test\u0000', password: 'Demo1234!' },
    });
    expect(login.status()).toBe(422);
    expect(await login.json()).toMatchObject({
      code: 'validation_error',
      fields: {
        username: ['No puede contener el carácter nulo (U+0000) ni caracteres incompletos.'],
      },
    });
  });

  test('a JSON body over 1 MB is refused with 413 before it is parsed', async ({ request }) => {
    const res = await request.post('/api/shops/demo/contact', {
      headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      data: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
    });
    expect(res.status()).toBe(413);
    expect(await res.json()).toEqual({
      code: 'payload_too_large',
      message: 'La solicitud es demasiado grande: el máximo es 1 MB.',
      max_mb: 1,
    });
  });
});
