import { describe, expect, it } from 'vitest';

import {
  chatButtonFor,
  liveChatLicense,
  whatsAppUrl,
  type ChatShop,
} from '@/lib/domain/shop/chat-button';
import { isWhatsAppPath } from '@/lib/domain/shop/whatsapp-paths';
import { isAdminPath, pathInsideShop } from '@/lib/domain/paths/shop-paths';

const whatsapp: ChatShop = {
  live_chat_license: null,
  whatsapp_country_code: '52',
  whatsapp_phone: '961 123 4567',
  store_type: 'affinity',
};
const liveChat: ChatShop = { ...whatsapp, live_chat_license: '12345678', store_type: 'affiliate' };

describe('path inside the shop', () => {
  it('strips the base of either address and the trailing slash', () => {
    expect(pathInsideShop('/tienda/cafe', '/tienda/cafe/')).toBe('/');
    expect(pathInsideShop('/tienda/cafe/', '/tienda/cafe/')).toBe('/');
    expect(pathInsideShop('/tienda/cafe/productos/', '/tienda/cafe/')).toBe('/productos');
    expect(pathInsideShop('/productos', '/')).toBe('/productos');
    expect(pathInsideShop('/', '/')).toBe('/');
    expect(pathInsideShop('/tienda/cafeteria/productos', '/tienda/cafe/')).toBeNull();
  });

  it('knows the admin pages', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/configuracion')).toBe(true);
    expect(isAdminPath('admin?showCustomShopToggle=true')).toBe(true);
    expect(isAdminPath('/administradores-de-cafe')).toBe(false);
    expect(isAdminPath('/productos')).toBe(false);
  });
});

describe('chat button', () => {
  it('shows WhatsApp only on the home, products, services, franchises and blogs', () => {
    for (const path of [
      '/',
      '/productos',
      '/servicios',
      '/franquicias',
      '/blogs',
      '/blogs/mi-entrada',
    ]) {
      expect(isWhatsAppPath(path), path).toBe(true);
    }
    for (const path of [
      '/catalogos',
      '/experiencias',
      '/productos/sup_1/prd_1',
      '/info',
      '/blogsx',
    ]) {
      expect(isWhatsAppPath(path), path).toBe(false);
    }
    expect(chatButtonFor(whatsapp, '/tienda/cafe/productos', '/tienda/cafe/')).toEqual({
      kind: 'whatsapp',
      url: 'https://wa.me/529611234567',
    });
    expect(chatButtonFor(whatsapp, '/catalogos', '/')).toEqual({ kind: 'none' });
  });

  it('needs both the country code and the phone for WhatsApp', () => {
    expect(whatsAppUrl('+52', '55 1234 5678')).toBe('https://wa.me/525512345678');
    expect(whatsAppUrl(null, '5512345678')).toBeNull();
    expect(whatsAppUrl('52', '')).toBeNull();
    expect(chatButtonFor({ ...whatsapp, whatsapp_phone: null }, '/', '/')).toEqual({
      kind: 'none',
    });
  });

  it('prefers the live chat, on every page, when the shop has a licence', () => {
    expect(chatButtonFor(liveChat, '/tienda/moda/catalogos', '/tienda/moda/')).toEqual({
      kind: 'live-chat',
      license: 12345678,
    });
    expect(chatButtonFor(liveChat, '/admin', '/')).toEqual({
      kind: 'live-chat',
      license: 12345678,
    });
    expect(liveChatLicense(' 987 ')).toBe(987);
    expect(liveChatLicense('abc')).toBeNull();
  });

  it('keeps the live chat out of the admin pages of franchise shops', () => {
    const franchise: ChatShop = { ...liveChat, store_type: 'franchise' };
    expect(chatButtonFor(franchise, '/tienda/f/admin/configuracion', '/tienda/f/')).toEqual({
      kind: 'none',
    });
    expect(chatButtonFor(franchise, '/tienda/f/productos', '/tienda/f/')).toEqual({
      kind: 'live-chat',
      license: 12345678,
    });
  });
});
