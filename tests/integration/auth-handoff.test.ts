import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { handoffCodes, sessions } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';

import { createAccount, TEST_PASSWORD } from '../support/auth-accounts';
import { call, sessionCookie } from '../support/auth-api';
import { createShop } from '../support/factories';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

const PLATFORM = 'localhost:3000';
const SHOP_A = 'tienda-a.localhost:3000';
const SHOP_B = 'tienda-b.localhost:3000';
const OWN_DOMAIN = 'mitienda.mx';

const allowUri = (host: string, next = '/') =>
  `${host === OWN_DOMAIN ? 'https' : 'http'}://${host}/auth/allow?next=${encodeURIComponent(next)}`;

/** `name=<value>` of a cookie a response sets. */
function setCookie(res: Response, name: string): string {
  const match = new RegExp(`${name}=([^;]*)`).exec(res.headers.get('set-cookie') ?? '');
  if (!match?.[1]) throw new Error(`no ${name} cookie in "${res.headers.get('set-cookie')}"`);
  return `${name}=${match[1]}`;
}

/**
 * The login hand-off between the platform's hosts (spec 02 §7 authorize / allow): a one-time
 * code, issued only to a signed-in user, single use, 60 seconds, for one host and one browser's
 * state; the target host is one of the platform's; logout on any host ends them all.
 */
describe.each(kinds)('login hand-off between hosts on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const rootDomain = process.env.ROOT_DOMAIN;
  let ip = 0;

  const onHost = (host: string, cookie?: string) => ({
    ip: `198.51.100.${++ip}`,
    headers: { host, origin: `http://${host}` },
    ...(cookie ? { cookie } : {}),
  });

  async function logIn(host = PLATFORM): Promise<string> {
    const res = await call(
      api,
      'POST',
      '/api/auth/login',
      { username: 'viajera@example.mx', password: TEST_PASSWORD },
      onHost(host),
    );
    expect(res.status).toBe(200);
    return sessionCookie(res);
  }

  /** Step 1 on the target: its state (and the cookie that keeps it). */
  async function start(target: string, from: string, next = '/') {
    const res = await call(api, 'POST', '/api/auth/handoff/start', { from, next }, onHost(target));
    return { res, body: await res.json() };
  }

  /** Step 2 on the host with the session. */
  function authorize(
    host: string,
    cookie: string | undefined,
    body: { redirect_uri: string; state: string; confirmed?: boolean },
  ) {
    return call(api, 'POST', '/api/auth/handoff/authorize', body, onHost(host, cookie));
  }

  /** Step 3 on the target: with the state cookie, the code becomes a session there. */
  function allow(host: string, stateCookie: string, body: { code: string; state: string }) {
    return call(api, 'POST', '/api/auth/handoff/allow', body, onHost(host, stateCookie));
  }

  /** The whole hand-off from `from` (signed in with `cookie`) to `target`: its session cookie. */
  async function handOff(from: string, cookie: string, target: string): Promise<string> {
    const started = await start(target, from);
    expect(started.res.status).toBe(201);
    const authorize_url = new URL(started.body.authorize_url);
    const redirectUri = authorize_url.searchParams.get('redirect_uri')!;
    const authorized = await authorize(from, cookie, {
      redirect_uri: redirectUri,
      state: started.body.state,
      confirmed: true,
    });
    expect(authorized.status).toBe(200);
    const { code } = await authorized.json();
    const allowed = await allow(target, setCookie(started.res, 'tienda_handoff'), {
      code,
      state: started.body.state,
    });
    expect(allowed.status).toBe(200);
    return sessionCookie(allowed);
  }

  const me = (host: string, cookie: string) =>
    call(api, 'GET', '/api/auth/me', undefined, onHost(host, cookie));

  beforeAll(async () => {
    process.env.ROOT_DOMAIN = PLATFORM;
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    await createAccount(database.db, { id: 'usr_viajera', email: 'viajera@example.mx' });
    await createShop(database.db, { slug: 'tienda-a' });
    await createShop(database.db, { slug: 'tienda-b' });
    await createShop(database.db, { slug: 'propia', canonicalDomain: OWN_DOMAIN });
  });

  afterAll(async () => {
    if (rootDomain === undefined) delete process.env.ROOT_DOMAIN;
    else process.env.ROOT_DOMAIN = rootDomain;
    await database?.destroy();
  });

  it('starts on the target: the origin host to ask, and a state kept in an httpOnly cookie', async () => {
    const { res, body } = await start(SHOP_A, PLATFORM, '/carrito?x=1');
    expect(res.status).toBe(201);
    const url = new URL(body.authorize_url);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/auth/authorize');
    expect(url.searchParams.get('state')).toBe(body.state);
    expect(url.searchParams.get('redirect_uri')).toBe(allowUri(SHOP_A, '/carrito?x=1'));
    expect(res.headers.get('set-cookie')).toMatch(
      new RegExp(`tienda_handoff=${body.state}; Path=/; Max-Age=300; HttpOnly; SameSite=Lax`),
    );
  });

  it('issues a code only to a signed-in user; a visitor goes back with login_required', async () => {
    const state = 'estado-de-prueba-123456';
    const anonymous = await authorize(PLATFORM, undefined, {
      redirect_uri: allowUri(SHOP_A),
      state,
    });
    expect(anonymous.status).toBe(200);
    const refused = await anonymous.json();
    expect(refused.code).toBeNull();
    const back = new URL(refused.redirect_to);
    expect(back.host).toBe(SHOP_A);
    expect(back.searchParams.get('error')).toBe('login_required');
    expect(back.searchParams.get('state')).toBe(state);

    const expired = await authorize(PLATFORM, 'tienda_session=caducada-o-inventada', {
      redirect_uri: allowUri(SHOP_A),
      state,
    });
    expect((await expired.json()).code).toBeNull();

    const signedIn = await authorize(PLATFORM, await logIn(), {
      redirect_uri: allowUri(SHOP_A, '/mis-compras'),
      state,
    });
    expect(signedIn.status).toBe(200);
    const granted = await signedIn.json();
    expect(granted.code).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(granted.expires_in).toBe(60);
    const to = new URL(granted.redirect_to);
    expect(`${to.origin}${to.pathname}`).toBe(`http://${SHOP_A}/auth/allow`);
    expect(Object.fromEntries(to.searchParams)).toEqual({
      next: '/mis-compras',
      code: granted.code,
      state,
    });
    // Only its hash is stored.
    const stored = await database.db.select().from(handoffCodes);
    expect(stored.map((row) => row.codeHash)).not.toContain(granted.code);
  });

  it('signs the person in on the target once; the same code again is refused', async () => {
    const platform = await logIn();
    const { res, body } = await start(SHOP_A, PLATFORM);
    const redirectUri = new URL(body.authorize_url).searchParams.get('redirect_uri')!;
    const { code } = await (
      await authorize(PLATFORM, platform, { redirect_uri: redirectUri, state: body.state })
    ).json();
    const stateCookie = setCookie(res, 'tienda_handoff');

    const first = await allow(SHOP_A, stateCookie, { code, state: body.state });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ user: { id: 'usr_viajera' } });
    const here = sessionCookie(first);
    expect(here).not.toBe(platform);
    expect(first.headers.get('set-cookie')).toMatch(/tienda_handoff=; Path=\/; Max-Age=0/);
    expect(first.headers.get('set-cookie')).not.toMatch(/tienda_session=[^;]+;[^,]*Domain=/i);
    expect(await (await me(SHOP_A, here)).json()).toMatchObject({ id: 'usr_viajera' });

    const again = await allow(SHOP_A, stateCookie, { code, state: body.state });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      code: 'invalid_handoff_code',
      message:
        'El acceso desde otra página de la plataforma no es válido o ya expiró. Inicia sesión de nuevo.',
    });
  });

  it('hands a login back to the host it came from without ending it there', async () => {
    const onA = await logIn(SHOP_A);
    const { res, body } = await start(SHOP_A, SHOP_A);
    const redirectUri = new URL(body.authorize_url).searchParams.get('redirect_uri')!;
    const { code } = await (
      await authorize(SHOP_A, onA, { redirect_uri: redirectUri, state: body.state })
    ).json();
    const allowed = await allow(SHOP_A, `${onA}; ${setCookie(res, 'tienda_handoff')}`, {
      code,
      state: body.state,
    });
    expect(allowed.status).toBe(200);
    expect((await me(SHOP_A, sessionCookie(allowed))).status).toBe(200);
    expect((await me(SHOP_A, onA)).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { res, body } = await start(SHOP_A, PLATFORM);
    const redirectUri = new URL(body.authorize_url).searchParams.get('redirect_uri')!;
    const { code } = await (
      await authorize(PLATFORM, await logIn(), { redirect_uri: redirectUri, state: body.state })
    ).json();
    // A minute and a second later.
    await database.db
      .update(handoffCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(handoffCodes.targetHost, SHOP_A));
    const late = await allow(SHOP_A, setCookie(res, 'tienda_handoff'), {
      code,
      state: body.state,
    });
    expect(late.status).toBe(400);
    expect((await late.json()).code).toBe('invalid_handoff_code');
  });

  it("binds a code to its host and its browser: shop A's code is refused on shop B, and without A's state", async () => {
    const platform = await logIn();
    const { res, body } = await start(SHOP_A, PLATFORM);
    const redirectUri = new URL(body.authorize_url).searchParams.get('redirect_uri')!;
    const issue = async () =>
      (
        await (
          await authorize(PLATFORM, platform, { redirect_uri: redirectUri, state: body.state })
        ).json()
      ).code as string;
    const stateCookie = setCookie(res, 'tienda_handoff');

    const elsewhere = await issue();
    const onB = await allow(SHOP_B, stateCookie, { code: elsewhere, state: body.state });
    expect(onB.status).toBe(400);
    expect((await onB.json()).code).toBe('invalid_handoff_code');
    // Tried on the wrong host, it is spent: no use on A afterwards either.
    expect((await allow(SHOP_A, stateCookie, { code: elsewhere, state: body.state })).status).toBe(
      400,
    );

    // Another browser (no state cookie, or another one) cannot use it on A.
    const stolen = await issue();
    const noCookie = await call(
      api,
      'POST',
      '/api/auth/handoff/allow',
      { code: stolen, state: body.state },
      onHost(SHOP_A),
    );
    expect(noCookie.status).toBe(400);
    const forged = await issue();
    const otherState = await allow(SHOP_A, 'tienda_handoff=otro-estado-de-otro-navegador', {
      code: forged,
      state: 'otro-estado-de-otro-navegador',
    });
    expect(otherState.status).toBe(400);
  });

  it('hands a login only to the platform, existing shop sub-domains and shop domains', async () => {
    const platform = await logIn();
    const state = 'estado-de-prueba-123456';
    const codesBefore = (await database.db.select().from(handoffCodes)).length;
    for (const redirectUri of [
      'https://evil.example/auth/allow',
      'http://nadie.localhost:3000/auth/allow',
      'http://tienda-a.localhost:4000/auth/allow',
      'http://www.localhost:3000/auth/allow',
      'http://127.0.0.1:3000/auth/allow',
      'https://tienda-a.localhost:3000/auth/allow',
      'http://tienda-a.localhost:3000/mis-compras',
      'https://otrodominio.mx/auth/allow',
      '//tienda-a.localhost:3000/auth/allow',
    ]) {
      for (const cookie of [platform, undefined]) {
        const res = await authorize(PLATFORM, cookie, { redirect_uri: redirectUri, state });
        expect(res.status, redirectUri).toBe(400);
        expect((await res.json()).code, redirectUri).toBe('invalid_handoff_host');
      }
    }
    for (const from of ['evil.example', 'nadie.localhost:3000', OWN_DOMAIN, '10.0.0.1:3000']) {
      const { res, body } = await start(SHOP_A, from);
      expect(res.status, from).toBe(400);
      expect(body.code, from).toBe('invalid_handoff_host');
      expect(res.headers.get('set-cookie'), from).toBeNull();
    }
    expect(await database.db.select().from(handoffCodes)).toHaveLength(codesBefore);
  });

  it("asks before a login goes to a shop's own domain, then signs in there", async () => {
    const platform = await logIn();
    const state = 'estado-dominio-propio-1';
    const redirectUri = allowUri(OWN_DOMAIN, '/productos');
    const unasked = await authorize(PLATFORM, platform, { redirect_uri: redirectUri, state });
    expect(unasked.status).toBe(409);
    expect(await unasked.json()).toEqual({
      code: 'handoff_confirmation_required',
      message: 'Confirma que quieres entrar en mitienda.mx con tu cuenta.',
    });
    const confirmed = await authorize(PLATFORM, platform, {
      redirect_uri: redirectUri,
      state,
      confirmed: true,
    });
    expect(confirmed.status).toBe(200);
    const { code, redirect_to } = await confirmed.json();
    expect(redirect_to).toMatch(/^https:\/\/mitienda\.mx\/auth\/allow\?next=%2Fproductos&code=/);
    const allowed = await allow(OWN_DOMAIN, `tienda_handoff=${state}`, { code, state });
    expect(allowed.status).toBe(200);
    expect(await (await me(OWN_DOMAIN, sessionCookie(allowed))).json()).toMatchObject({
      id: 'usr_viajera',
    });
  });

  it('ends the login on every host with a logout on any of them', async () => {
    const platform = await logIn();
    const onA = await handOff(PLATFORM, platform, SHOP_A);
    // Handed on again, from A to B: still the same login.
    const onB = await handOff(SHOP_A, onA, SHOP_B);
    const other = await logIn(); // the same person on another device
    const { res: started, body: pending } = await start(SHOP_A, PLATFORM);
    const pendingUri = new URL(pending.authorize_url).searchParams.get('redirect_uri')!;
    const { code: unused } = await (
      await authorize(PLATFORM, platform, { redirect_uri: pendingUri, state: pending.state })
    ).json();
    for (const [host, cookie] of [
      [PLATFORM, platform],
      [SHOP_A, onA],
      [SHOP_B, onB],
    ] as const)
      expect((await me(host, cookie)).status, host).toBe(200);

    const out = await call(api, 'POST', '/api/auth/logout', undefined, onHost(SHOP_B, onB));
    expect(out.status).toBe(204);
    for (const [host, cookie] of [
      [PLATFORM, platform],
      [SHOP_A, onA],
      [SHOP_B, onB],
    ] as const)
      expect((await me(host, cookie)).status, host).toBe(401);
    // A code issued before the logout ends with it.
    const late = await allow(SHOP_A, setCookie(started, 'tienda_handoff'), {
      code: unused,
      state: pending.state,
    });
    expect(late.status).toBe(400);
    // The other device stays signed in.
    expect((await me(PLATFORM, other)).status).toBe(200);
  });

  it('keeps the hand-off sessions of this login when its password changes, ends the others', async () => {
    const platform = await logIn();
    const onA = await handOff(PLATFORM, platform, SHOP_A);
    const other = await logIn();
    const changed = await call(
      api,
      'POST',
      '/api/auth/password/change',
      { current_password: TEST_PASSWORD, password: TEST_PASSWORD },
      onHost(SHOP_A, onA),
    );
    expect(changed.status).toBe(204);
    expect((await me(SHOP_A, onA)).status).toBe(200);
    expect((await me(PLATFORM, platform)).status).toBe(200);
    expect((await me(PLATFORM, other)).status).toBe(401);
    const [handed] = await database.db
      .select({ expiresAt: sessions.expiresAt, originSessionId: sessions.originSessionId })
      .from(sessions)
      .where(eq(sessions.userId, 'usr_viajera'))
      .then((rows) => rows.filter((row) => row.originSessionId));
    // A hand-off session never outlives the login it came from.
    const [origin] = await database.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.id, handed!.originSessionId!));
    expect(handed!.expiresAt.getTime()).toBe(origin!.expiresAt.getTime());
  });
});
