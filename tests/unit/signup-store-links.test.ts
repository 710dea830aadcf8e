import { describe, expect, it } from 'vitest';

import { newStoreHref } from '@/lib/domain/paths/account-links';

const at = (host: string) => ({ protocol: 'http:', host });

describe('where a store created at sign-up opens', () => {
  it('under /tienda/<slug> on the same host when the sign-up shop was reached by path', () => {
    expect(newStoreHref('/tienda/demo/', 'demo', 'rosa', at('localhost:3000'))).toBe(
      '/tienda/rosa',
    );
  });

  it('on its own sub-domain, through its login hand-off, when the sign-up shop was reached by sub-domain', () => {
    expect(newStoreHref('/', 'demo', 'rosa', at('demo.localhost:3000'))).toBe(
      'http://rosa.localhost:3000/auth/handoff?from=demo.localhost%3A3000&next=%2F',
    );
  });

  it('under /tienda/<slug> on the platform host, where the new session cookie lives', () => {
    expect(newStoreHref('/', '', 'rosa', at('localhost:3000'))).toBe('/tienda/rosa');
  });
});
