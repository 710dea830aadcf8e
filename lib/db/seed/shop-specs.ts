import type { shops } from '@/lib/db/schema';
import type { ActionType, Audience, ButtonLabel } from '@/lib/domain/vocabulary';

import type { CategorySlug } from './categories';
import { DEMO_SHOPS, type DemoShopSlug } from './demo-accounts';
import { coverPath, logoPath, wideLogoPath } from './demo-images';
import type { SupplierKey } from './suppliers';

export type ShopRow = typeof shops.$inferInsert;

/** Which products a shop lists, in product-id order. */
export type ListingRule =
  | { kind: 'all' }
  | { kind: 'none' }
  /** The products of those categories, only from `suppliers` when given. */
  | {
      kind: 'categories';
      categories: readonly CategorySlug[];
      suppliers?: readonly SupplierKey[];
      max: number;
    }
  | { kind: 'supplier'; supplier: SupplierKey; max: number }
  /** `size` consecutive products from `start`, wrapping around (the benchmark shops). */
  | { kind: 'window'; start: number; size: number };

/** A link to the first visible listed product of a category (any category when absent). */
export interface ProductLink {
  kind: 'product';
  category?: CategorySlug;
}

export interface HeaderSpec {
  title: string;
  subtitle: string;
  description: string;
  target: Audience;
  actionType: ActionType;
  url?: string;
  product?: ProductLink;
  buttonLabel?: ButtonLabel;
}

export interface SlideSpec {
  /** Drawn on the banner image by scripts/generate-demo-images.ts. */
  headline: string;
  tagline: string;
  target: Audience;
  link: ProductLink | { kind: 'url'; url: string; newTab: boolean } | { kind: 'signup' };
}

export interface CatalogueSpec {
  name: string;
  /** Empty: a mix of everything the shop lists. */
  categories: readonly CategorySlug[];
  size: number;
  photo: CategorySlug;
}

export interface ShopSpec {
  key: string;
  row: Omit<ShopRow, 'createdAt' | 'updatedAt' | 'headerId'>;
  headers: readonly HeaderSpec[];
  slides: readonly SlideSpec[];
  catalogues: readonly CatalogueSpec[];
  listing: ListingRule;
  /** Banner images are /demo/banners/<bannerKey>-h1.svg…; the shop key when absent. */
  bannerKey?: string;
}

export function shopId(slug: string): string {
  return `shop_${slug.replaceAll('-', '_')}`;
}

function identity(slug: DemoShopSlug) {
  const shop = DEMO_SHOPS.find((s) => s.slug === slug);
  if (!shop) throw new Error(`Unknown demo shop ${slug}`);
  return {
    id: shopId(slug),
    ownerId: `usr_owner_${slug}`,
    slug,
    name: shop.name,
    theme: shop.theme,
    storeType: shop.storeType,
  };
}

const DEMO_SECTIONS = [
  'products',
  'services',
  'experiences',
  'digital',
  'catalogues',
  'blogs',
] as const;

/**
 * The demo shops: every theme, store type, photo display and footer style, and one fresh store
 * (`nueva`) to try stocking a shop from scratch.
 */
export const DEMO_SHOP_SPECS: readonly ShopSpec[] = [
  {
    key: 'cafe',
    row: {
      ...identity('cafe'),
      photo: logoPath('cafe'),
      photoDisplay: 'bdr_sq',
      color1: '#78350f',
      color2: '#d97706',
      columns: 2,
      sections: ['products', 'services', 'experiences', 'digital', 'catalogues', 'blogs'],
      adornmentType: 'geom-circle',
      seoDescription:
        'Café de altura de Chiapas, Veracruz y Oaxaca recién tostado, talleres de barismo y visitas a cafetales.',
      contactEmail: 'contacto.cafe@tienda.test',
      contactPhone: '9612345678',
      contactCountryCode: '52',
      whatsappCountryCode: '52',
      whatsappPhone: '9611234567',
      footerBg: '#451a03',
      footerFg: '#fef3c7',
      facebook: 'cafedealtura',
      instagram: 'cafedealtura.mx',
      youtube: '@cafedealtura',
      discord: 'https://discord.gg/cafedealtura',
      usersSupportUrl: 'https://example.com/cafe/ayuda',
    },
    headers: [
      {
        title: 'Café de altura recién tostado',
        subtitle: 'Directo de las fincas de Chiapas',
        description:
          'Compramos directo a productores y tostamos cada semana. Pide hoy y recibe tu café en 3 días hábiles.',
        target: 'all',
        actionType: 'product',
        product: { kind: 'product', category: 'cafe' },
        buttonLabel: 'buynow',
      },
    ],
    slides: [
      {
        headline: 'Café de Chiapas',
        tagline: 'Tostado esta semana',
        target: 'all',
        link: { kind: 'product', category: 'cafe' },
      },
      {
        headline: 'Visita los cafetales',
        tagline: 'Experiencias en Chiapas',
        target: 'all',
        link: { kind: 'product', category: 'experiencias' },
      },
      {
        headline: 'Únete a la red',
        tagline: 'Abre tu tienda afín',
        target: 'ul1',
        link: { kind: 'signup' },
      },
    ],
    catalogues: [
      { name: 'Café de especialidad', categories: ['cafe'], size: 24, photo: 'cafe' },
      { name: 'Talleres de barismo', categories: ['cursos'], size: 12, photo: 'cursos' },
      {
        name: 'Visitas a cafetales',
        categories: ['experiencias'],
        size: 12,
        photo: 'experiencias',
      },
      {
        name: 'Lecturas para el café',
        categories: ['libros-digitales'],
        size: 12,
        photo: 'libros-digitales',
      },
    ],
    // Coffee, and the coffee farm's own classes, farm visits and guides: not every course,
    // experience and e-book of the catalogue (issue 24).
    listing: {
      kind: 'categories',
      categories: ['cafe', 'experiencias', 'libros-digitales', 'cursos'],
      suppliers: ['cafe', 'franquicia'],
      max: 300,
    },
  },
  {
    key: 'demo',
    row: {
      ...identity('demo'),
      photo: logoPath('demo'),
      photoDisplay: 'bdr_cir',
      rootAffinityShopId: shopId('cafe'),
      color1: '#1d4ed8',
      color2: '#7c3aed',
      columns: 1,
      sections: [...DEMO_SECTIONS],
      footerStyle: '3cols1col',
      footerBg: '#0f172a',
      footerFg: '#e2e8f0',
      affiliateLanding: true,
      storeCreationOnSignup: true,
      seoDescription:
        'Tienda Demo: ropa, calzado, café de especialidad, tecnología, cursos y experiencias con envío a todo México.',
      contactEmail: 'contacto.demo@tienda.test',
      contactPhone: '5551234567',
      contactCountryCode: '52',
      whatsappCountryCode: '52',
      whatsappPhone: '5523456789',
      facebook: 'tiendademo',
      instagram: 'tiendademo.mx',
      twitter: 'tiendademo',
      youtube: '@tiendademo',
      twitch: 'tiendademo',
      kick: 'tiendademo',
      discord: 'https://discord.gg/tiendademo',
      usersSupportUrl: 'https://example.com/ayuda',
      affiliateSupportUrl: 'https://example.com/afiliados/ayuda',
    },
    headers: [
      {
        title: 'Todo lo que te gusta',
        subtitle: 'Ropa, café, tecnología y mucho más',
        description:
          'Miles de productos de proveedores mexicanos con envío a todo el país, pagos seguros y devoluciones en 72 horas.',
        target: 'all',
        actionType: 'signup',
        buttonLabel: 'signupfree',
      },
      {
        title: 'Gana vendiendo desde casa',
        subtitle: 'Agrega productos y gana comisión',
        description:
          'Elige artículos de proveedores con envío directo, compártelos y gana un margen en cada venta.',
        target: 'ul1',
        actionType: 'url',
        url: 'https://example.com/emprendedores',
        buttonLabel: 'startnow',
      },
    ],
    slides: [
      {
        headline: 'Envío gratis desde $999',
        tagline: 'En miles de productos',
        target: 'all',
        link: { kind: 'url', url: 'https://example.com/envios', newTab: true },
      },
      {
        headline: 'Ropa hecha en México',
        tagline: 'Algodón, lino y mezclilla',
        target: 'all',
        link: { kind: 'product', category: 'ropa' },
      },
      {
        headline: 'Crea tu tienda gratis',
        tagline: 'Vende y gana comisión',
        target: 'anon',
        link: { kind: 'signup' },
      },
    ],
    catalogues: [
      { name: 'Lo más vendido', categories: [], size: 24, photo: 'ropa' },
      { name: 'Ropa y calzado', categories: ['ropa', 'calzado'], size: 30, photo: 'calzado' },
      { name: 'Café de especialidad', categories: ['cafe'], size: 18, photo: 'cafe' },
      {
        name: 'Tecnología para tu hogar',
        categories: ['electronica', 'hogar'],
        size: 24,
        photo: 'electronica',
      },
      {
        name: 'Cursos y talleres',
        categories: ['cursos', 'servicios-profesionales'],
        size: 18,
        photo: 'cursos',
      },
      {
        name: 'Experiencias inolvidables',
        categories: ['experiencias'],
        size: 12,
        photo: 'experiencias',
      },
    ],
    listing: { kind: 'all' },
  },
  {
    key: 'moda',
    row: {
      ...identity('moda'),
      photo: logoPath('moda'),
      photoDisplay: 'cir',
      color1: '#be185d',
      color2: '#111827',
      columns: 2,
      signupForm: 'basic',
      sections: ['products', 'catalogues', 'blogs'],
      liveChatLicense: '12345678',
      fbPixel: '1234567890123456',
      seoDescription:
        'Moda Mexicana: ropa de algodón y lino, calzado de piel de León y belleza natural, hechos en México.',
      contactEmail: 'contacto.moda@tienda.test',
      contactPhone: '3312345678',
      contactCountryCode: '52',
      footerBg: '#111827',
      footerFg: '#fce7f3',
      facebook: 'modamexicana',
      instagram: 'modamexicana',
      twitter: 'modamexicana',
    },
    headers: [
      {
        title: 'Nueva colección de temporada',
        subtitle: 'Hecha en México, pensada para ti',
        description:
          'Prendas de algodón orgánico, lino y mezclilla de talleres locales. Cambios de talla sin costo.',
        target: 'all',
        actionType: 'url',
        url: 'https://example.com/moda/novedades',
        buttonLabel: 'more',
      },
    ],
    slides: [
      {
        headline: 'Colección de temporada',
        tagline: 'Hasta 40 % de descuento',
        target: 'all',
        link: { kind: 'product', category: 'ropa' },
      },
      {
        headline: 'Calzado de León',
        tagline: 'Piel 100 % mexicana',
        target: 'ul0',
        link: { kind: 'product', category: 'calzado' },
      },
      {
        headline: 'Belleza natural',
        tagline: 'Sin parabenos',
        target: 'all',
        link: { kind: 'url', url: 'https://example.com/moda/belleza', newTab: false },
      },
    ],
    catalogues: [
      { name: 'Novedades', categories: [], size: 24, photo: 'ropa' },
      { name: 'Ropa', categories: ['ropa'], size: 30, photo: 'ropa' },
      { name: 'Calzado', categories: ['calzado'], size: 20, photo: 'calzado' },
      { name: 'Belleza natural', categories: ['belleza'], size: 16, photo: 'belleza' },
    ],
    listing: { kind: 'categories', categories: ['ropa', 'calzado', 'belleza'], max: 300 },
  },
  {
    key: 'basica',
    row: {
      ...identity('basica'),
      photo: logoPath('basica'),
      photoDisplay: 'sq',
      coverPhoto: coverPath('basica'),
      hiddenSearchBar: true,
      supplierId: 'sup_artesanias',
      color1: '#0f766e',
      color2: '#f59e0b',
      columns: 1,
      signupForm: 'basic',
      sections: ['products', 'catalogues'],
      seoDescription:
        'Artesanías Básicas: juguetes tradicionales, textiles bordados y decoración hecha a mano en Oaxaca.',
      contactEmail: 'contacto.basica@tienda.test',
      footerBg: '#134e4a',
      footerFg: '#ccfbf1',
      facebook: 'artesaniasbasicas',
    },
    headers: [
      {
        title: 'Artesanías de Oaxaca',
        subtitle: 'Piezas únicas hechas a mano',
        description:
          'Textiles, barro y juguetes tradicionales de talleres familiares de los Valles Centrales.',
        target: 'all',
        actionType: 'none',
      },
    ],
    slides: [
      {
        headline: 'Hecho a mano en Oaxaca',
        tagline: 'Piezas únicas',
        target: 'all',
        link: { kind: 'url', url: 'https://example.com/artesanias', newTab: true },
      },
      {
        headline: 'Juguetes tradicionales',
        tagline: 'Para toda la familia',
        target: 'all',
        link: { kind: 'product', category: 'juguetes' },
      },
    ],
    catalogues: [
      { name: 'Hogar artesanal', categories: ['hogar'], size: 16, photo: 'hogar' },
      { name: 'Juguetes tradicionales', categories: ['juguetes'], size: 16, photo: 'juguetes' },
      { name: 'Ropa bordada', categories: ['ropa'], size: 16, photo: 'ropa' },
    ],
    listing: { kind: 'supplier', supplier: 'artesanias', max: 300 },
  },
  {
    key: 'franquicia',
    row: {
      ...identity('franquicia'),
      photo: wideLogoPath('franquicia'),
      photoDisplay: 'rec',
      supplierId: 'sup_franquicia',
      color1: '#b91c1c',
      color2: '#f97316',
      columns: 1,
      sections: ['products', 'services', 'franchises', 'retail', 'catalogues'],
      dssupplierLanding: true,
      seoDescription:
        'Café Norteño Franquicias: abre tu cafetería con nuestra marca, capacitación y café a precio de mayoreo.',
      contactEmail: 'contacto.franquicia@tienda.test',
      contactPhone: '8187654321',
      contactCountryCode: '52',
      whatsappCountryCode: '52',
      whatsappPhone: '8112345678',
      footerBg: '#7f1d1d',
      footerFg: '#ffedd5',
      facebook: 'cafenorteno',
      instagram: 'cafenorteno',
      franchiseSupportUrl: 'https://example.com/franquicias/soporte',
    },
    headers: [
      {
        title: 'Abre tu propia franquicia',
        subtitle: 'Con el respaldo de Café Norteño',
        description:
          'Capacitación, proveeduría de café y soporte de marca para que abras tu cafetería en menos de 90 días.',
        target: 'all',
        actionType: 'url',
        url: 'https://example.com/franquicias',
        buttonLabel: 'startnow',
      },
    ],
    slides: [
      {
        headline: 'Tu franquicia de café',
        tagline: 'Inversión accesible',
        target: 'all',
        link: { kind: 'url', url: 'https://example.com/franquicias', newTab: true },
      },
      {
        headline: 'Café para tu negocio',
        tagline: 'Precio de mayoreo',
        target: 'ul2',
        link: { kind: 'product', category: 'cafe' },
      },
    ],
    catalogues: [
      { name: 'Café para tu negocio', categories: ['cafe'], size: 20, photo: 'cafe' },
      {
        name: 'Servicios para franquiciatarios',
        categories: ['servicios-profesionales'],
        size: 12,
        photo: 'servicios-profesionales',
      },
      { name: 'Lo más pedido', categories: [], size: 12, photo: 'cafe' },
    ],
    listing: { kind: 'supplier', supplier: 'franquicia', max: 300 },
  },
  {
    key: 'espejo',
    row: {
      ...identity('espejo'),
      photo: logoPath('espejo'),
      photoDisplay: 'bdr_sq',
      isProxy: true,
      proxyOfShopId: shopId('demo'),
      color1: '#0891b2',
      color2: '#4f46e5',
      columns: 1,
      sections: [...DEMO_SECTIONS],
      seoDescription: 'Espejo Demo: el catálogo completo de Tienda Demo en otra vitrina.',
      contactEmail: 'contacto.espejo@tienda.test',
      instagram: 'espejodemo',
    },
    headers: [
      {
        title: 'Lo mejor de Tienda Demo',
        subtitle: 'El mismo catálogo, otra vitrina',
        description: 'Todos los productos de Tienda Demo, con los mismos precios y envíos.',
        target: 'all',
        actionType: 'signup',
        buttonLabel: 'signupnow',
      },
    ],
    slides: [
      {
        headline: 'Lo mejor de Tienda Demo',
        tagline: 'Ahora en otra vitrina',
        target: 'all',
        link: { kind: 'url', url: 'https://example.com/espejo', newTab: false },
      },
      {
        headline: 'Ofertas de la semana',
        tagline: 'Precios rebajados',
        target: 'all',
        link: { kind: 'product' },
      },
    ],
    catalogues: [],
    listing: { kind: 'none' },
  },
  {
    // A store just opened (issue 17): nothing listed, one empty catalogue, no banners or headers
    // yet. Its owner fills it from the add-items modal, the way a new reseller starts.
    key: 'nueva',
    row: {
      ...identity('nueva'),
      photo: logoPath('tienda'),
      photoDisplay: 'bdr_cir',
      rootAffinityShopId: shopId('cafe'),
      color1: '#0f766e',
      color2: '#65a30d',
      columns: 1,
      sections: ['products', 'services', 'experiences', 'digital', 'catalogues'],
      seoDescription: 'Mi Tienda Nueva: una tienda afiliada recién abierta.',
      contactEmail: 'contacto.nueva@tienda.test',
    },
    headers: [],
    slides: [],
    catalogues: [{ name: 'Mi primer catálogo', categories: [], size: 0, photo: 'ropa' }],
    listing: { kind: 'none' },
  },
];

/** Slides of the benchmark shops (tienda-0001…), which share two banner images. */
export const GENERIC_SLIDES: readonly SlideSpec[] = [
  {
    headline: 'Bienvenido a la tienda',
    tagline: 'Productos elegidos para ti',
    target: 'all',
    link: { kind: 'url', url: 'https://example.com/tienda', newTab: false },
  },
  {
    headline: 'Ofertas de temporada',
    tagline: 'Por tiempo limitado',
    target: 'all',
    link: { kind: 'product' },
  },
];
