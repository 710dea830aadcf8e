import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type {
  Campaign,
  CampaignList,
  Channel,
  ChannelList,
  ReferredList,
} from '@/lib/api/schemas/campaigns';
import { followShortLink, recordClick } from '@/lib/server/campaigns/short-link';
import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import {
  createListedProducts,
  createSessionCookie,
  createShop,
  createSupplier,
  createUser,
} from '../support/factories';
import { placePickupOrder } from '../support/place-order';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * Campaigns, channels and short links (issue 19; spec 03 §7): a reseller's own, a stranger's
 * refused as unknown; the link leads only into the platform; a click carries the referral, the
 * campaign and the click to an order, which the campaign then counts.
 */
describe('campaigns and short links', () => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookie = {} as Record<'reseller' | 'stranger' | 'shopper', string>;
  let resellerId: string;
  let shop: { supplierId: string; productId: string };

  const as = (who: keyof typeof cookie) => ({
    send: (method: string, path: string, body?: unknown) =>
      call(api, method, `/api${path}`, body, { cookie: cookie[who] }),
  });
  const reseller = () => as('reseller');
  const create = async (body: unknown) => {
    const res = await reseller().send('POST', '/me/campaigns', body);
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as Campaign;
  };
  const codeOf = (campaign: Campaign) => campaign.encoded_mkt_url.split('/l/')[1]!;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const [r, stranger, shopper, owner] = await Promise.all(
      Array.from({ length: 4 }, () => createUser(db)),
    );
    resellerId = r!.id;
    const store = await createShop(db, { slug: 'tienda-k', canonicalDomain: 'mitienda.mx' });
    const supplier = await createSupplier(db, { ownerId: owner!.id });
    const [item] = await createListedProducts(db, {
      supplierId: supplier.id,
      shopIds: [store.id],
      items: [{ name: 'Cesta', listPrice: 50_000, available: 10 }],
    });
    shop = { supplierId: supplier.id, productId: item!.id };
    cookie.reseller = await createSessionCookie(db, r!.id);
    cookie.stranger = await createSessionCookie(db, stranger!.id);
    cookie.shopper = await createSessionCookie(db, shopper!.id);
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('creates a campaign with its short link, the name cut to 100 characters', async () => {
    const campaign = await create({
      name: `${'Buen Fin '.repeat(15)}😀`,
      url: '/tienda/tienda-k/',
    });
    expect(campaign.name).toHaveLength(100);
    expect(campaign).toMatchObject({
      state: 'active',
      url: 'http://localhost:3000/tienda/tienda-k/',
      clicks: 0,
      orders: 0,
    });
    expect(campaign.encoded_mkt_url).toMatch(/^http:\/\/localhost:3000\/l\/[0-9a-hjkmnp-tv-z]{8}$/);
  });

  it('leads only into the platform: its host, a shop sub-domain, or a shop’s own domain read as its sub-domain', async () => {
    const subDomain = 'http://tienda-k.localhost:3000/productos';
    expect((await create({ name: 'Ok', url: subDomain })).url).toBe(subDomain);
    // A shop's own domain is kept as the same page on the shop's platform address: a typed
    // domain is not proven to be the shop's, so the link never leads off the platform.
    expect((await create({ name: 'Ok', url: 'https://mitienda.mx/catalogos/ropa?p=2' })).url).toBe(
      'http://tienda-k.localhost:3000/catalogos/ropa?p=2',
    );
    for (const url of [
      'https://evil.example.com/',
      'https://otra-tienda.mx/',
      'javascript:alert(1)',
      '//evil.example.com/x',
      'http://user:pw@localhost:3000/',
      'http://localhost:9999/',
    ]) {
      const res = await reseller().send('POST', '/me/campaigns', { name: 'No', url });
      expect(res.status, url).toBe(422);
      expect(await res.json()).toMatchObject({
        code: 'invalid_campaign_url',
        message: 'La página debe ser de la plataforma o de una de sus tiendas.',
      });
    }
    const blank = await reseller().send('POST', '/me/campaigns', { name: ' ', url: '' });
    expect(blank.status).toBe(422);
    expect(await blank.json()).toMatchObject({
      code: 'validation_error',
      fields: { name: ['required'], url: ['required'] },
    });
  });

  it('keeps each user to their own campaigns and channels', async () => {
    const mine = await create({ name: 'Solo mía', url: '/' });
    const channel = (await (
      await reseller().send('POST', `/me/campaigns/${mine.id}/channels`, { name: 'Facebook' })
    ).json()) as Channel;
    const stranger = as('stranger');
    for (const [method, path, body] of [
      ['GET', `/me/campaigns/${mine.id}`],
      ['PATCH', `/me/campaigns/${mine.id}`, { name: 'Robada' }],
      ['DELETE', `/me/campaigns/${mine.id}`],
      ['GET', `/me/campaigns/${mine.id}/channels`],
      ['POST', `/me/campaigns/${mine.id}/channels`, { name: 'X' }],
    ] as const) {
      const res = await stranger.send(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(((await res.json()) as { code: string }).code).toBe('campaign_not_found');
    }
    for (const [method, body] of [
      ['PATCH', { name: 'Robado' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await stranger.send(method, `/me/channels/${channel.id}`, body);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { code: string }).code).toBe('channel_not_found');
    }
    const theirs = (await (await stranger.send('GET', '/me/campaigns')).json()) as CampaignList;
    expect(theirs.results).toEqual([]);
    expect((await reseller().send('GET', `/me/campaigns/${mine.id}`)).status).toBe(200);
    expect((await call(api, 'GET', '/api/me/campaigns')).status).toBe(401);
  });

  it('lists 10 a page with the text, date and sort filters', async () => {
    for (let i = 0; i < 11; i++)
      await create({ name: `Lote ${String(i).padStart(2, '0')}`, url: '/' });
    const list = async (query: string) =>
      (await (await reseller().send('GET', `/me/campaigns?${query}`)).json()) as CampaignList;
    const page = await list('text=lote&sort=name');
    expect(page.matches_estimated).toBe(11);
    expect(page.results.map((c) => c.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Lote ${String(i).padStart(2, '0')}`),
    );
    expect((await list('text=LOTE&sort=-name&limit=1')).results[0]!.name).toBe('Lote 10');
    expect((await list('text=lote&start_date=2000-01-01&end_date=2000-01-02')).results).toEqual([]);
    const bad = await reseller().send('GET', '/me/campaigns?start_date=2026-02-30');
    expect(bad.status).toBe(422);
  });

  it('names channels by source code, one per code', async () => {
    const campaign = await create({ name: 'Con canales', url: '/' });
    const add = (body: unknown) =>
      reseller().send('POST', `/me/campaigns/${campaign.id}/channels`, body);
    const res = await add({ name: 'Anuncios México', budget: 150_000, impressions: 2000 });
    expect(res.status).toBe(201);
    const channel = (await res.json()) as Channel;
    expect(channel).toMatchObject({
      source_code: 'anuncios-mexico',
      currency: 'MXN',
      budget: 150_000,
      clicks: 0,
      encoded_mkt_url: `${campaign.encoded_mkt_url}/anuncios-mexico`,
    });
    const twice = await add({ name: 'Otro', source_code: 'anuncios-mexico' });
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { code: string }).code).toBe('source_code_taken');
    const invalid = await add({ name: 'Otro', source_code: 'con espacios' });
    expect(invalid.status).toBe(422);
    const paused = await reseller().send('PATCH', `/me/channels/${channel.id}`, {
      state: 'paused',
    });
    expect(((await paused.json()) as Channel).state).toBe('paused');
  });

  it('follows a link to the page with referral, campaign and click; counts the click and the order', async () => {
    const { db } = database;
    const campaign = await create({ name: 'Atribución', url: '/tienda/tienda-k/?ver=1#arriba' });
    const channel = (await (
      await reseller().send('POST', `/me/campaigns/${campaign.id}/channels`, { name: 'WhatsApp' })
    ).json()) as Channel;
    const visit = await followShortLink(db, codeOf(campaign), 'whatsapp', { bot: false });
    const landing = new URL(visit!.location);
    expect(landing.pathname).toBe('/tienda/tienda-k/');
    expect(Object.fromEntries(landing.searchParams)).toEqual({
      ver: '1',
      referral: resellerId,
      campaign: campaign.id,
      click_id: visit!.click!.id,
    });
    expect(visit!.click!.channelId).toBe(channel.id);
    await recordClick(db, visit!.click!);

    // The same browser back through the campaign's link: its earlier click, not a new one.
    const again = await followShortLink(db, codeOf(campaign), null, {
      bot: false,
      tracking: { campaign: campaign.id, clickId: visit!.click!.id },
    });
    expect(again!.click).toBeNull();
    expect(new URL(again!.location).searchParams.get('click_id')).toBe(visit!.click!.id);
    const otherCampaign = await followShortLink(db, codeOf(campaign), null, {
      bot: false,
      tracking: { campaign: 'cmp_other', clickId: 'clk_other' },
    });
    expect(otherCampaign!.click).not.toBeNull();

    // A crawler reaches the page but is no click.
    const crawler = await followShortLink(db, codeOf(campaign), null, { bot: true });
    expect(crawler!.click).toBeNull();
    expect(new URL(crawler!.location).searchParams.get('campaign')).toBe(campaign.id);
    expect(await followShortLink(db, 'zzzzzzzz', null, { bot: false })).toBeNull();
    expect(await followShortLink(db, '../../x', null, { bot: false })).toBeNull();

    // The visitor buys: the order carries the three, and the campaign counts it.
    const tracking = `referralID=${resellerId}; campaign=${campaign.id}; clickID=${visit!.click!.id}`;
    const order = await placePickupOrder(api, {
      cookie: `${cookie.shopper}; ${tracking}`,
      shop: 'tienda-k',
      ...shop,
    });
    // Someone copying the campaign id under another referral is not counted.
    await placePickupOrder(api, {
      cookie: `${cookie.shopper}; referralID=someone-else; campaign=${campaign.id}`,
      shop: 'tienda-k',
      ...shop,
    });
    expect(order.id).toBeTruthy();
    const read = (await (
      await reseller().send('GET', `/me/campaigns/${campaign.id}`)
    ).json()) as Campaign;
    expect(read).toMatchObject({ clicks: 1, orders: 1 });
    const channels = (await (
      await reseller().send('GET', `/me/campaigns/${campaign.id}/channels`)
    ).json()) as ChannelList;
    expect(channels.results[0]).toMatchObject({ source_code: 'whatsapp', clicks: 1 });
  });

  it('lists the people a reseller referred: by sign-up through the link, and by purchase', async () => {
    const campaign = await create({ name: 'Registro', url: '/' });
    const signUp = (email: string, tracking: string) =>
      call(
        api,
        'POST',
        '/api/auth/register',
        { type: 'email', username: email, password: 'Segura1234!', tac: true, full_name: email },
        { cookie: tracking, ip: '192.0.2.77' },
      );
    expect(
      (await signUp('referida@ejemplo.mx', `referralID=${resellerId}; campaign=${campaign.id}`))
        .status,
    ).toBe(201);
    // A referral that is nobody, or no referral, refers no one.
    expect((await signUp('nadie@ejemplo.mx', 'referralID=usr_nobody')).status).toBe(201);
    const list = async (query = '', who: keyof typeof cookie = 'reseller') =>
      (await (await as(who).send('GET', `/me/referred${query}`)).json()) as ReferredList;

    const all = await list();
    expect(all.results.map((r) => [r.full_name, r.registered, r.campaign?.name, r.orders])).toEqual(
      expect.arrayContaining([
        ['referida@ejemplo.mx', true, 'Registro', 0],
        [expect.any(String), false, 'Atribución', 1],
      ]),
    );
    expect(all.matches_estimated).toBe(2);
    // Names only: no contact details of the people referred.
    expect(Object.keys(all.results[0]!).sort()).toEqual([
      'campaign',
      'created_at',
      'full_name',
      'id',
      'image',
      'orders',
      'registered',
    ]);
    expect((await list('?registered_by_campaign=true')).results.map((r) => r.full_name)).toEqual([
      'referida@ejemplo.mx',
    ]);
    expect((await list('?customer_by_campaign=true')).results.map((r) => r.orders)).toEqual([1]);
    expect((await list(`?campaign=${campaign.id}`)).matches_estimated).toBe(1);
    expect((await list('?text=REFERIDA')).matches_estimated).toBe(1);
    expect((await list('', 'stranger')).results).toEqual([]);
  });

  it('leads a paused campaign’s visitors to the page untracked, and a deleted one nowhere', async () => {
    const { db } = database;
    const campaign = await create({ name: 'Pausa', url: '/tienda/tienda-k/' });
    await reseller().send('PATCH', `/me/campaigns/${campaign.id}`, { state: 'paused' });
    const visit = await followShortLink(db, codeOf(campaign), null, { bot: false });
    expect(visit).toEqual({ location: 'http://localhost:3000/tienda/tienda-k/', click: null });
    expect((await reseller().send('DELETE', `/me/campaigns/${campaign.id}`)).status).toBe(204);
    expect(await followShortLink(db, codeOf(campaign), null, { bot: false })).toBeNull();
    expect((await reseller().send('GET', `/me/campaigns/${campaign.id}`)).status).toBe(404);
  });
});
