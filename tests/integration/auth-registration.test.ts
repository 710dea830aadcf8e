import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { plans, registrations, users } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';

import { call, codeIn, lastMessageTo, otherPin, sessionCookie } from '../support/auth-api';
import { createShop } from '../support/factories';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

const emailSignUp = (email: string) => ({
  full_name: 'Ana López',
  username: email,
  password: 'Secreta123',
  tac: true,
});

/** Sign-up, PIN activation, resend, contact edit (spec 02 §2, §4 Registration, §9). */
describe.each(kinds)('registration on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let ipCounter = 0;
  const nextIp = () => `198.51.100.${++ipCounter}`;

  async function signUp(body: Record<string, unknown>, ip = nextIp()) {
    const res = await call(api, 'POST', '/api/auth/register', body, { ip });
    expect(res.status).toBe(201);
    return (await res.json()) as { code: string; can_skip_pin: boolean };
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('signs up by e-mail, sends the PIN to the outbox, activates, and /me shows the user', async () => {
    const { code, can_skip_pin } = await signUp(emailSignUp(' Ana@Example.MX '));
    expect(can_skip_pin).toBe(false);
    const message = await lastMessageTo(database.db, 'ana@example.mx');
    expect(message.channel).toBe('email');
    expect(message.body).toContain('/activate/');
    const pin = codeIn(message.body);

    const activated = await call(api, 'POST', '/api/auth/activate', { code, pin });
    expect(activated.status).toBe(200);
    const body = (await activated.json()) as {
      user: { email: string; level: number };
      notification: { level: string };
      next_path: null;
    };
    expect(body.user).toMatchObject({ email: 'ana@example.mx', level: 0 });
    expect(body.notification.level).toBe('success');
    expect(body.next_path).toBeNull();
    const [setCookie = '', hint = ''] = activated.headers.getSetCookie();
    expect(setCookie).toMatch(/^tienda_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    // The readable hint that lets cached pages skip the /me request for anonymous visitors.
    expect(hint).toMatch(/^tienda_signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Domain=/i);

    const me = await call(api, 'GET', '/api/auth/me', undefined, {
      cookie: sessionCookie(activated),
    });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      full_name: 'Ana López',
      email: 'ana@example.mx',
      shops: [],
    });
  });

  it('signs up by phone with an SMS PIN', async () => {
    const { code } = await signUp({
      type: 'phone',
      full_name: 'Luis Pérez',
      phone: '55 1234 5678',
      country_code: '+52',
      country: 'mx',
      password: 'Secreta123',
      tac: true,
    });
    const message = await lastMessageTo(database.db, '+525512345678');
    expect(message.channel).toBe('sms');
    const res = await call(api, 'POST', '/api/auth/activate', { code, pin: codeIn(message.body) });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ user: { phone: '5512345678', country_code: '52' } });
  });

  it('answers existing_user for the e-mail of an activated account', async () => {
    const res = await call(api, 'POST', '/api/auth/register', emailSignUp('ana@example.mx'), {
      ip: nextIp(),
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ code: 'existing_user', message: 'El usuario ya existe' });
    const exist = await call(api, 'POST', '/api/auth/users/exist', { username: 'ana@example.mx' });
    expect(await exist.json()).toEqual({ exist: true });
  });

  it('lets an unactivated sign-up register again, replacing its pending PIN', async () => {
    const first = await signUp(emailSignUp('doble@example.mx'));
    const firstPin = codeIn((await lastMessageTo(database.db, 'doble@example.mx')).body);
    const second = await signUp({ ...emailSignUp('doble@example.mx'), full_name: 'Doble Nuevo' });
    expect(second.code).not.toBe(first.code);
    const stale = await call(api, 'POST', '/api/auth/activate', {
      code: first.code,
      pin: firstPin,
    });
    expect(stale.status).toBe(404);
    const exist = await call(api, 'POST', '/api/auth/users/exist', {
      username: 'doble@example.mx',
    });
    expect(await exist.json()).toEqual({ exist: false });
    const rows = await database.db.select().from(users).where(eq(users.email, 'doble@example.mx'));
    expect(rows.map((row) => row.fullName)).toEqual(['Doble Nuevo']);
  });

  it('refuses a wrong PIN with the spec message, in English too', async () => {
    const { code } = await signUp(emailSignUp('pin@example.mx'));
    const pin = codeIn((await lastMessageTo(database.db, 'pin@example.mx')).body);
    const es = await call(api, 'POST', '/api/auth/activate', { code, pin: otherPin(pin) });
    expect(es.status).toBe(400);
    expect(await es.json()).toEqual({
      code: 'invalid_pin',
      message: 'El PIN ingresado es inválido o ya expiró',
    });
    const en = await call(
      api,
      'POST',
      '/api/auth/activate',
      { code, pin: otherPin(pin) },
      { locale: 'en' },
    );
    expect(await en.json()).toEqual({
      code: 'invalid_pin',
      message: 'The PIN entered is invalid or has already expired',
    });
  });

  it('refuses the 6th try even with the right PIN after 5 wrong ones', async () => {
    const { code } = await signUp(emailSignUp('cinco@example.mx'));
    const pin = codeIn((await lastMessageTo(database.db, 'cinco@example.mx')).body);
    for (let i = 0; i < 5; i++) {
      expect(
        (await call(api, 'POST', '/api/auth/activate', { code, pin: otherPin(pin) })).status,
      ).toBe(400);
    }
    const right = await call(api, 'POST', '/api/auth/activate', { code, pin });
    expect(right.status).toBe(400);
    expect(((await right.json()) as { code: string }).code).toBe('invalid_pin');
  });

  it('refuses an expired PIN (older than 5 minutes)', async () => {
    const { code } = await signUp(emailSignUp('tarde@example.mx'));
    const pin = codeIn((await lastMessageTo(database.db, 'tarde@example.mx')).body);
    const [user] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'tarde@example.mx'));
    await database.db
      .update(registrations)
      .set({ pinExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(registrations.userId, user!.id));
    const res = await call(api, 'POST', '/api/auth/activate', { code, pin });
    expect(res.status).toBe(400);
  });

  it('resend sends a new PIN and the old one stops working', async () => {
    const { code } = await signUp(emailSignUp('reenvio@example.mx'));
    const oldPin = codeIn((await lastMessageTo(database.db, 'reenvio@example.mx')).body);
    const resent = await call(api, 'POST', '/api/auth/resend', { code });
    expect(resent.status).toBe(200);
    expect(await resent.json()).toEqual({ code, can_skip_pin: false });
    const newPin = codeIn((await lastMessageTo(database.db, 'reenvio@example.mx')).body);
    if (newPin !== oldPin) {
      expect((await call(api, 'POST', '/api/auth/activate', { code, pin: oldPin })).status).toBe(
        400,
      );
    }
    expect((await call(api, 'POST', '/api/auth/activate', { code, pin: newPin })).status).toBe(200);
  });

  it('edits the contact detail from the PIN card: the new address gets the PIN', async () => {
    const { code } = await signUp(emailSignUp('errata@example.mx'));
    const res = await call(api, 'POST', '/api/auth/contact', {
      code,
      type: 'email',
      username: 'correcto@example.mx',
    });
    expect(res.status).toBe(200);
    const pin = codeIn((await lastMessageTo(database.db, 'correcto@example.mx')).body);
    const activated = await call(api, 'POST', '/api/auth/activate', { code, pin });
    expect(await activated.json()).toMatchObject({ user: { email: 'correcto@example.mx' } });
    const taken = await signUp(emailSignUp('otra@example.mx'));
    const clash = await call(api, 'POST', '/api/auth/contact', {
      code: taken.code,
      type: 'email',
      username: 'ana@example.mx',
    });
    expect(clash.status).toBe(409);
  });

  it('activates through the /activate/{key} link', async () => {
    await signUp(emailSignUp('enlace@example.mx'));
    const body = (await lastMessageTo(database.db, 'enlace@example.mx')).body;
    const key = /\/activate\/([\w-]+)/.exec(body)?.[1];
    const res = await call(api, 'POST', `/api/auth/activate/${key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toContain('tienda_session=');
    // Used again, the link says the account is active (spec 02 §8 user_already_exists).
    const again = await call(api, 'POST', `/api/auth/activate/${key}`);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      code: 'user_already_exists',
      message: 'El usuario ya fue activado',
    });
  });

  it('membership sign-up: plan set, level 1, next path to the entrepreneur assistant', async () => {
    await database.db.insert(plans).values({
      id: 'plan_profesional',
      slug: 'profesional',
      name: 'Plan Profesional',
      price: 19_900,
      commissionRateBp: 5_000,
      contributionMargin: 9_950,
      isDefault: 1,
    });
    const { code } = await signUp({ ...emailSignUp('socia@example.mx'), membership: true });
    const pin = codeIn((await lastMessageTo(database.db, 'socia@example.mx')).body);
    const res = await call(api, 'POST', '/api/auth/activate', { code, pin });
    expect(await res.json()).toMatchObject({
      user: { level: 1 },
      next_path: '/asistentes/emprendedores',
    });
    const [user] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'socia@example.mx'));
    expect(user?.planId).toBe('plan_profesional');
  });

  it('can skip the PIN on a shop whose sign-up form is basic', async () => {
    await createShop(database.db, { slug: 'basica', signupForm: 'basic' });
    const { code, can_skip_pin } = await signUp({
      ...emailSignUp('rapida@example.mx'),
      shop: 'basica',
    });
    expect(can_skip_pin).toBe(true);
    const res = await call(api, 'POST', '/api/auth/activate', { code, skip_pin: true });
    expect(res.status).toBe(200);
    const normal = await signUp(emailSignUp('normal@example.mx'));
    expect(
      (await call(api, 'POST', '/api/auth/activate', { code: normal.code, skip_pin: true })).status,
    ).toBe(400);
  });

  it('answers 422 with field keys for bad input and creates nothing', async () => {
    const res = await call(api, 'POST', '/api/auth/register', {
      full_name: '',
      username: 'no-es-correo',
      password: 'corta',
      tac: false,
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { code: string; fields: Record<string, string[]> };
    expect(body.fields).toMatchObject({
      full_name: ['required'],
      username: ['invalid_email'],
      password: ['password_too_short'],
      tac: ['tac_required'],
    });
    expect(await database.db.select().from(users).where(eq(users.email, 'no-es-correo'))).toEqual(
      [],
    );
  });

  it('documents the accounts routes and schemas in the OpenAPI document', async () => {
    const res = await call(api, 'GET', '/api/openapi.json');
    const doc = (await res.json()) as {
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/register',
        '/api/auth/activate',
        '/api/auth/login',
        '/api/auth/me',
      ]),
    );
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'RegisterBody',
        'RegisterResponse',
        'ActivateResponse',
        'Me',
        'PinRequired',
      ]),
    );
  });
});
