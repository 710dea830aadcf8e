import { HTTPException } from 'hono/http-exception';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { AuthError } from '@/lib/server/accounts/auth-error';
import { CartError } from '@/lib/server/cart/cart-error';
import { CheckoutError } from '@/lib/server/checkout/checkout-error';
import { ContactRateLimitedError } from '@/lib/server/contact/send-contact-message';
import { DeliveryError } from '@/lib/server/delivery/types';
import { ApiError } from '@/lib/server/errors';
import { GalleryError } from '@/lib/server/gallery/gallery-error';
import { createApiApp } from '@/lib/server/http/app';
import { logger } from '@/lib/server/log/logger';
import { PackageStillActiveError } from '@/lib/server/packages/package-still-active-error';
import { CardPaymentError } from '@/lib/server/payments/card-payment-error';
import { RateLimitedError } from '@/lib/server/rate-limit/limiter';
import { StoreConflictError } from '@/lib/server/stores/store-errors';

import { call } from '../support/auth-api';
import {
  createListedProducts,
  createSessionCookie,
  createShop,
  createSupplier,
  createUser,
} from '../support/factories';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

interface Case {
  error: () => unknown;
  status: number;
  /** The body in Spanish (the spec's words), and the English message. */
  es: Record<string, unknown>;
  en: string;
  headers?: Record<string, string>;
}

/** Every kind of error the services throw, and the answer it must become. */
const CASES: Record<string, Case> = {
  'a plain code': {
    error: () => new ApiError('shop_not_found'),
    status: 404,
    es: { code: 'shop_not_found', message: 'Tienda no encontrada' },
    en: 'Store not found',
  },
  'field errors': {
    error: () => new ApiError('validation_error', { name: ['too_long'] }),
    status: 422,
    es: {
      code: 'validation_error',
      message: 'Revisa los datos enviados.',
      fields: { name: ['too_long'] },
    },
    en: 'Please check the data you sent.',
  },
  'an accounts refusal': {
    error: () => new AuthError('invalid_credentials'),
    status: 401,
    es: { code: 'invalid_credentials', message: 'El usuario o la contraseña son incorrectos' },
    en: 'The username or password is incorrect',
  },
  'a login that needs the PIN': {
    error: () => new AuthError('pin_required', { code: 'reg_123', can_skip_pin: true }),
    status: 409,
    es: {
      code: 'pin_required',
      message: 'Ingresa el PIN que te enviamos para activar tu cuenta',
      registration: { code: 'reg_123', can_skip_pin: true },
    },
    en: 'Enter the PIN we sent you to activate your account',
  },
  'too many attempts': {
    error: () => new RateLimitedError(120),
    status: 429,
    es: {
      code: 'rate_limited',
      message: 'Demasiados intentos. Espera unos minutos e intenta de nuevo.',
    },
    en: 'Too many attempts. Wait a few minutes and try again.',
    headers: { 'retry-after': '120' },
  },
  'too many contact messages': {
    error: () => new ContactRateLimitedError(3599),
    status: 429,
    es: {
      code: 'rate_limited',
      message: 'Enviaste demasiados mensajes a esta tienda. Intenta de nuevo en una hora.',
    },
    en: 'You have sent too many messages to this shop. Please try again in an hour.',
    headers: { 'retry-after': '3599' },
  },
  'a taken store slug': {
    error: () => new StoreConflictError('slug_taken', ['demo1', 'demo-mx']),
    status: 409,
    es: {
      code: 'slug_taken',
      message: 'Este dominio no está disponible',
      suggestions: ['demo1', 'demo-mx'],
    },
    en: 'This domain is not available',
  },
  'a second store': {
    error: () => new StoreConflictError('store_exists'),
    status: 409,
    es: { code: 'store_exists', message: 'Ya tienes una tienda afiliada.' },
    en: 'You already have an affiliate store.',
  },
  'a failed delivery (its detail stays out)': {
    error: () => new DeliveryError('email_server_failure', 'ECONNREFUSED smtp.example.mx'),
    status: 502,
    es: {
      code: 'email_server_failure',
      message: 'El servicio de envío falló. Intenta de nuevo en unos minutos.',
    },
    en: 'The sending service failed. Try again in a few minutes.',
  },
  'an incomplete checkout': {
    error: () => new CheckoutError('checkout_incomplete', { missing: ['address_id', 'rate_id'] }),
    status: 409,
    es: {
      code: 'checkout_incomplete',
      message: 'Completa los pasos de la compra antes de confirmar el pedido.',
      missing: ['address_id', 'rate_id'],
    },
    en: 'Complete the checkout steps before confirming the order.',
  },
  'a line out of stock at checkout': {
    error: () => new CheckoutError('insufficient_stock', { product_id: 'prd_1' }),
    status: 409,
    es: {
      code: 'insufficient_stock',
      message: 'No hay existencias suficientes para completar el pedido.',
      product_id: 'prd_1',
    },
    en: 'There is not enough stock to complete the order.',
  },
  'a cart quantity over the stock': {
    error: () => new CartError('quantity_exceeded', { available: 3 }),
    status: 409,
    es: {
      code: 'quantity_exceeded',
      message: 'No hay suficientes existencias: solo quedan 3.',
      available: 3,
    },
    en: 'Not enough stock: only 3 left.',
  },
  'a cart quantity over the item’s maximum': {
    error: () => new CartError('max_purchase_exceeded', { max: 5 }),
    status: 409,
    es: {
      code: 'max_purchase_exceeded',
      message: 'Puedes comprar como máximo 5 por pedido.',
      max: 5,
    },
    en: 'You can buy at most 5 per order.',
  },
  'an upload over its limit': {
    error: () => new GalleryError('image_too_large', { maxMb: '2', formats: 'PNG, JPG, GIF' }),
    status: 413,
    es: {
      code: 'image_too_large',
      message:
        'Imagen rechazada. El tamaño de archivo de la imagen sobrepasa el máximo permitido (2MB). Los formatos válidos son PNG, JPG, GIF',
      max_mb: 2,
      formats: ['PNG', 'JPG', 'GIF'],
    },
    en: 'Image rejected. The image file size exceeds the maximum allowed (2MB). Valid formats are PNG, JPG, GIF',
  },
  'an upload of another format': {
    error: () => new GalleryError('image_type_not_allowed', { maxMb: '0.5', formats: 'SVG' }),
    status: 415,
    es: {
      code: 'image_type_not_allowed',
      message:
        'Imagen rechazada. El formato de la imagen no es válido. Los formatos válidos son SVG',
      max_mb: 0.5,
      formats: ['SVG'],
    },
    en: 'Image rejected. The image format is not valid. Valid formats are SVG',
  },
  'an unknown image': {
    error: () => new GalleryError('image_not_found'),
    status: 404,
    es: { code: 'image_not_found', message: 'La imagen no existe.' },
    en: 'The image does not exist.',
  },
  'a declined card': {
    error: () => new CardPaymentError('card_declined', { decline_code: 'insufficient_funds' }),
    status: 402,
    es: {
      code: 'card_declined',
      message: 'El intento de pago falló y no fue posible completar la transacción.',
      decline_code: 'insufficient_funds',
    },
    en: 'The payment attempt failed and the transaction could not be completed.',
  },
  'a card that needs the bank': {
    error: () => new CardPaymentError('requires_action', { redirect: 'https://bank.example/3ds' }),
    status: 409,
    es: {
      code: 'requires_action',
      message: 'Tu banco pide confirmar el pago en otra página.',
      redirect: 'https://bank.example/3ds',
    },
    en: 'Your bank asks you to confirm the payment on another page.',
  },
  'a cheaper plan while the current one runs': {
    error: () => new PackageStillActiveError(new Date('2026-06-15T18:00:00Z')),
    status: 409,
    es: {
      code: 'package_still_active_no_downgrade',
      message:
        'Tu plan actual vence el 15 de junio de 2026. Podrás cambiar a un plan menor después de esa fecha.',
      plan_expires_at: '2026-06-15T18:00:00.000Z',
    },
    en: 'Your current plan expires on June 15, 2026. You can move to a lower plan after that date.',
  },
  'a body hono could not read': {
    error: () => new HTTPException(413),
    status: 400,
    es: { code: 'bad_request', message: 'La solicitud no es válida.' },
    en: 'The request is not valid.',
  },
  'a bug': {
    error: () => new Error('boom'),
    status: 500,
    es: { code: 'internal_error', message: 'Ocurrió un error, por favor intenta de nuevo.' },
    en: 'An error occurred, please try again.',
  },
};

/**
 * The one error model (lib/server/errors.ts): whatever a handler, a middleware or a service
 * throws becomes `{ code, message, …details }` with the code's status and the error's headers in
 * the app's error handler, the message in the request's language; 422 `fields` are worded in it
 * too. The contract's codes, statuses and Spanish texts are the spec's.
 */
describe.each(kinds)('API error answers on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let ana: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    // A route that throws what it is told, behind the app's own middleware and error handler
    // (added before the first request builds the router).
    api.get('/test/throw/:case', (c) => {
      throw CASES[c.req.param('case')]!.error();
    });
    const { db } = database;
    const user = await createUser(db);
    ana = await createSessionCookie(db, user.id);
    const shop = await createShop(db, { slug: 'demo' });
    const supplier = await createSupplier(db);
    await createListedProducts(db, {
      supplierId: supplier.id,
      shopIds: [shop.id],
      items: [{ name: 'Camisa' }],
    });
  });

  afterAll(async () => {
    await database?.destroy();
  });

  describe.each(Object.keys(CASES))('%s', (name) => {
    const expected = CASES[name]!;

    it.each(['es', 'en'] as const)(
      'answers in %s through the app’s error handler',
      async (locale) => {
        const log = vi.spyOn(logger, 'error').mockImplementation(() => {});
        try {
          const res = await call(
            api,
            'GET',
            `/api/test/throw/${encodeURIComponent(name)}`,
            undefined,
            {
              locale,
            },
          );
          expect(res.status).toBe(expected.status);
          expect(res.headers.get('content-type')).toMatch(/^application\/json/);
          const message = locale === 'es' ? expected.es.message : expected.en;
          expect(await res.json()).toEqual({ ...expected.es, message });
          for (const [header, value] of Object.entries(expected.headers ?? {})) {
            expect(res.headers.get(header)).toBe(value);
          }
          if (!expected.headers) expect(res.headers.get('retry-after')).toBeNull();
          // Only a bug is logged; an answer the contract names is not an incident.
          expect(log).toHaveBeenCalledTimes(expected.status === 500 ? 1 : 0);
        } finally {
          log.mockRestore();
        }
      },
    );
  });

  describe('on the real routes', () => {
    const both = ['es', 'en'] as const;

    it.each(both)('an unknown route is 404 not_found (%s)', async (locale) => {
      const res = await call(api, 'GET', '/api/no-such-route', undefined, { locale });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        code: 'not_found',
        message: locale === 'es' ? 'Página no encontrada!' : 'Page not found!',
      });
    });

    it.each(both)(
      'a cross-site write is 403 csrf_rejected from the middleware (%s)',
      async (locale) => {
        const res = await call(
          api,
          'POST',
          '/api/shops/demo/cart/items',
          {},
          {
            cookie: ana,
            locale,
            headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
          },
        );
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({
          code: 'csrf_rejected',
          message:
            locale === 'es'
              ? 'La solicitud viene de otro sitio y fue rechazada.'
              : 'The request came from another site and was refused.',
        });
      },
    );

    it.each(both)('a handler’s own refusal goes the same way (%s)', async (locale) => {
      const res = await call(api, 'GET', '/api/stores/affiliate', undefined, {
        cookie: ana,
        locale,
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        code: 'store_not_found',
        message:
          locale === 'es'
            ? 'Aún no tienes una tienda afiliada.'
            : 'You have no affiliate store yet.',
      });
    });

    const validation = {
      es: {
        message: 'Revisa los datos enviados.',
        quantity: 'Debe ser mayor o igual a 1.',
        wholeNumber: 'Debe ser un número entero.',
        required: 'Este campo es obligatorio.',
        option: 'Elige una opción válida.',
      },
      en: {
        message: 'Please check the data you sent.',
        quantity: 'Must be at least 1.',
        wholeNumber: 'Must be a whole number.',
        required: 'This field is required.',
        option: 'Choose a valid option.',
      },
    };

    it.each(both)('words zod’s 422 fields in the request’s language (%s)', async (locale) => {
      const text = validation[locale];
      const cases: Array<
        [method: string, path: string, body: unknown, fields: Record<string, string[]>]
      > = [
        // A cart quantity of 0 and of 1.5.
        [
          'POST',
          '/api/shops/demo/cart/items',
          { product_id: 'prd_x', quantity: 0 },
          { quantity: [text.quantity] },
        ],
        [
          'POST',
          '/api/shops/demo/cart/items',
          { product_id: 'prd_x', quantity: 1.5 },
          { quantity: [text.wholeNumber] },
        ],
        // An order without its Idempotency-Key header.
        ['POST', '/api/orders', { checkout_id: 'chk_1' }, { 'idempotency-key': [text.required] }],
        // A state code that is not one, and none at all.
        [
          'GET',
          '/api/courier-branches?province_code=XX',
          undefined,
          { province_code: [text.option] },
        ],
        ['GET', '/api/courier-branches', undefined, { province_code: [text.required] }],
      ];
      for (const [method, path, body, fields] of cases) {
        const res = await call(api, method, path, body, { cookie: ana, locale });
        expect(res.status, path).toBe(422);
        expect(await res.json(), path).toEqual({
          code: 'validation_error',
          message: text.message,
          fields,
        });
      }
    });

    it('keeps the field messages a schema words itself (the spec’s "Invalid slug")', async () => {
      const res = await call(
        api,
        'POST',
        '/api/stores/affiliate',
        { name: 'Mi tienda', slug: 'no válido!' },
        {
          cookie: ana,
          locale: 'en',
        },
      );
      expect(res.status).toBe(422);
      const body = (await res.json()) as { fields: Record<string, string[]> };
      expect(body.fields.slug).toEqual(['Invalid slug']);
    });

    it('answers a refused contact message with 429 and Retry-After, in English too', async () => {
      const message = {
        name: 'Ana López',
        email: 'ana@example.mx',
        message: 'Hola, ¿tienen envíos?',
        kind: 'contact',
      };
      const send = () =>
        call(api, 'POST', '/api/shops/demo/contact', message, {
          ip: '198.51.100.23',
          locale: 'en',
        });
      let res = await send();
      for (let i = 0; i < 10 && res.status === 201; i += 1) res = await send();
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await res.json()).toEqual({
        code: 'rate_limited',
        message: 'You have sent too many messages to this shop. Please try again in an hour.',
      });
    });
  });
});
