import { QueryClient } from '@tanstack/react-query';

import {
  ADD_PRODUCT,
  fireForkCatalogue,
  fireProductEvent,
  followProductEvents,
} from '@/lib/client/product-events';

/** A client whose queries are all loaded (fresh), to see which ones an event makes stale. */
function loadedClient(keys: string[][]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, 'loaded');
  return client;
}
const isStale = (client: QueryClient, key: string[]) =>
  client.getQueryState(key)?.isInvalidated === true;

describe('the document events between islands', () => {
  it("make the shop's placement lists and catalogues stale after a bulk add, and nothing of another shop", () => {
    const keys = [
      ['placement', 'demo'],
      ['my-catalogues', 'demo'],
      ['my-catalogues-choice', 'demo'],
      ['my-catalogues', 'otra'],
      ['cart', 'demo'],
    ];
    const client = loadedClient(keys);
    const stop = followProductEvents(client);
    fireForkCatalogue({ shopSlug: 'demo', catalogue: 'verano', added: 12 });
    expect(keys.map((key) => isStale(client, key))).toEqual([true, true, true, false, false]);
    stop();
  });

  it('make the placement lists stale when one item goes in or out, until unsubscribed', () => {
    const client = loadedClient([
      ['placement', 'demo'],
      ['my-catalogues', 'demo'],
    ]);
    const stop = followProductEvents(client);
    fireProductEvent(ADD_PRODUCT, { id: 'prd_1', shopSlug: 'demo' });
    expect(isStale(client, ['placement', 'demo'])).toBe(true);
    expect(isStale(client, ['my-catalogues', 'demo'])).toBe(false);

    stop();
    client.setQueryData(['placement', 'demo'], 'loaded again');
    fireProductEvent(ADD_PRODUCT, { id: 'prd_2', shopSlug: 'demo' });
    expect(isStale(client, ['placement', 'demo'])).toBe(false);
  });
});
