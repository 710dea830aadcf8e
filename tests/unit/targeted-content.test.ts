import { describe, expect, it } from 'vitest';

import { visibleTo } from '@/lib/domain/accounts/targeted-content';

const items = (['all', 'anon', 'ul0', 'ul1', 'ul2'] as const).map((target) => ({
  id: target,
  target,
}));

describe('targeted slides and headers', () => {
  it('the cached (anonymous) view keeps all and anon, in order', () => {
    expect(visibleTo(items).map((i) => i.id)).toEqual(['all', 'anon']);
  });

  it('a signed-in viewer sees all and their level; an admin sees everything but anon', () => {
    expect(visibleTo(items, { anonymous: false, level: 1, admin: false }).map((i) => i.id)).toEqual(
      ['all', 'ul1'],
    );
    expect(visibleTo(items, { anonymous: false, level: 2, admin: true }).map((i) => i.id)).toEqual([
      'all',
      'anon',
      'ul0',
      'ul1',
      'ul2',
    ]);
  });
});
