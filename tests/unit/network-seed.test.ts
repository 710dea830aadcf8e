import { describe, expect, it } from 'vitest';

import { buildCollaborations } from '@/lib/db/seed/collaborations';
import { shopId } from '@/lib/db/seed/shop-specs';

describe('demo collaborations', () => {
  it('give demo six collaborating stores, newest first, and never a shop with itself', () => {
    const rows = buildCollaborations();
    const ofDemo = rows.filter((row) => row.shopId === shopId('demo'));
    expect(ofDemo.map((row) => row.collaboratorShopId)).toEqual(
      ['moda', 'cafe', 'franquicia', 'basica', 'espejo', 'nueva'].map(shopId),
    );
    const times = ofDemo.map((row) => row.createdAt!.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(rows.every((row) => row.shopId !== row.collaboratorShopId)).toBe(true);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  });

  it('are the same on every run', () => {
    expect(buildCollaborations()).toEqual(buildCollaborations());
  });
});
