import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { BRAND_ICONS, BRAND_SPRITE } from '@/components/storefront/theme/brand-icon';

// The sprite the social bar's icons reference (components/storefront/theme/brand-icon.tsx): a
// static file, so nothing rebuilds it when simple-icons changes a mark or a brand is added. When
// this fails, write `expectedSprite()`'s text (the diff's expected side) to public/brand-icons.svg.
function expectedSprite(): string {
  const symbols = Object.entries(BRAND_ICONS).map(
    ([brand, icon]) =>
      `<symbol id="${brand}" viewBox="0 0 24 24"><path d="${icon.path}"/></symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

describe('the brand icon sprite', () => {
  it('holds every brand mark, as simple-icons draws it', () => {
    const file = readFileSync(path.join(process.cwd(), 'public', BRAND_SPRITE), 'utf8');
    expect(file).toBe(expectedSprite());
  });
});
