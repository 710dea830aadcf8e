import { THEMES } from '@/lib/domain/vocabulary';

import { GENERIC_SHOP_KEY, logoPath } from './demo-images';
import { GENERIC_SLIDES, shopId, type ShopSpec } from './shop-specs';
import { pad } from './text';

const PALETTE: readonly (readonly [string, string])[] = [
  ['#1d4ed8', '#7c3aed'],
  ['#047857', '#65a30d'],
  ['#b45309', '#dc2626'],
  ['#0e7490', '#1e40af'],
  ['#be123c', '#7e22ce'],
  ['#374151', '#0f766e'],
];

const LISTED_PER_SHOP = 200;

export function extraShopSlug(n: number): string {
  return `tienda-${pad(n, 4)}`;
}

export function extraShopOwnerId(n: number): string {
  return `usr_owner_tienda_${pad(n, 4)}`;
}

/** Benchmark shops tienda-0001…: every theme in turn, each listing a window of the catalogue. */
export function extraShopSpecs(count: number, productCount: number): ShopSpec[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const slug = extraShopSlug(n);
    const [color1, color2] = PALETTE[i % PALETTE.length] as readonly [string, string];
    const affinity = n % 3 === 0;
    return {
      key: slug.replace('-', '_'),
      bannerKey: GENERIC_SHOP_KEY,
      row: {
        id: shopId(slug),
        ownerId: extraShopOwnerId(n),
        slug,
        name: `Tienda ${pad(n, 4)}`,
        photo: logoPath(GENERIC_SHOP_KEY),
        photoDisplay: 'bdr_cir',
        theme: THEMES[i % THEMES.length],
        storeType: affinity ? 'affinity' : 'affiliate',
        rootAffinityShopId: affinity ? shopId('cafe') : null,
        color1,
        color2,
        columns: 1,
        sections: ['products', 'services', 'experiences', 'digital', 'catalogues'],
        seoDescription: `Tienda ${pad(n, 4)}: productos, servicios y experiencias con envío a todo México.`,
        contactEmail: `contacto.${slug}@tienda.test`,
      },
      headers: [
        {
          title: `Bienvenido a Tienda ${pad(n, 4)}`,
          subtitle: 'Productos elegidos para ti',
          description: 'Encuentra productos, servicios y experiencias de proveedores mexicanos.',
          target: 'all',
          actionType: 'signup',
          buttonLabel: 'signup',
        },
      ],
      slides: GENERIC_SLIDES,
      catalogues: [
        { name: 'Destacados', categories: [], size: 12, photo: 'hogar' },
        { name: 'Novedades', categories: ['ropa', 'calzado', 'belleza'], size: 12, photo: 'ropa' },
        {
          name: 'Ofertas',
          categories: ['electronica', 'deportes', 'juguetes'],
          size: 12,
          photo: 'deportes',
        },
      ],
      listing: {
        kind: 'window',
        start: productCount > 0 ? (i * 331) % productCount : 0,
        size: LISTED_PER_SHOP,
      },
    };
  });
}
