import {
  clearSignedInHintCookie,
  hasSignedInHintCookie,
  readResaleInfoCookie,
  writeLocaleCookie,
  writeSchemeCookie,
} from '@/lib/client/browser-cookies';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

describe('browser cookies', () => {
  beforeEach(clearCookies);

  it('reads the signed-in hint only when it is set to 1', () => {
    expect(hasSignedInHintCookie()).toBe(false);
    document.cookie = 'x_tienda_signed_in=1; Path=/';
    expect(hasSignedInHintCookie()).toBe(false);
    document.cookie = 'tienda_signed_in=0; Path=/';
    expect(hasSignedInHintCookie()).toBe(false);
    document.cookie = 'theme=dark; Path=/';
    document.cookie = 'tienda_signed_in=1; Path=/';
    expect(hasSignedInHintCookie()).toBe(true);
  });

  it('forgets the signed-in hint once the session is known to be gone', () => {
    document.cookie = 'tienda_signed_in=1; Path=/';
    clearSignedInHintCookie();
    expect(hasSignedInHintCookie()).toBe(false);
  });

  it('keeps the language and colour scheme a visitor picks under the names the server reads', () => {
    writeLocaleCookie('en');
    writeSchemeCookie('dark');
    const cookies = document.cookie.split('; ');
    expect(cookies).toContain('NEXT_LOCALE=en');
    expect(cookies).toContain('theme=dark');
  });

  it("reads the resale-info switch's cookie under the name the API writes", () => {
    expect(readResaleInfoCookie()).toBeUndefined();
    document.cookie = 'resale_info=false; Path=/';
    expect(readResaleInfoCookie()).toBe('false');
  });
});
