import type { ShopRole, StoreType, ThemeName, UserLevel } from '@/lib/domain/vocabulary';

/** Published on purpose: these are the demo logins printed by `npm start` and the README. */
export const DEMO_PASSWORD = 'Demo1234!';
export const STAFF_PASSWORD = 'Soporte1234!';

export interface DemoShop {
  slug: string;
  name: string;
  theme: ThemeName;
  storeType: StoreType;
  description: string;
}

export const DEMO_SHOPS = [
  {
    slug: 'demo',
    name: 'Tienda Demo',
    theme: 'theme04',
    storeType: 'affiliate',
    description:
      'Theme 04, affiliate; lists the whole catalogue (every product of every supplier).',
  },
  {
    slug: 'moda',
    name: 'Moda Mexicana',
    theme: 'theme03',
    storeType: 'affiliate',
    description: 'Theme 03, affiliate; clothing, footwear and beauty; live chat licence.',
  },
  {
    slug: 'cafe',
    name: 'Café de Altura',
    theme: 'theme05',
    storeType: 'affinity',
    description: 'Theme 05, affinity; root store of the affinity network; WhatsApp button.',
  },
  {
    slug: 'basica',
    name: 'Artesanías Básicas',
    theme: 'basic',
    storeType: 'affiliate',
    description:
      'Basic theme with cover photo and hidden search bar; its supplier is disabled (alert).',
  },
  {
    slug: 'franquicia',
    name: 'Café Norteño Franquicias',
    theme: 'theme05',
    storeType: 'franchise',
    description:
      'Franchise store (franchises and retail sections); lists only its own supplier items.',
  },
  {
    slug: 'espejo',
    name: 'Espejo Demo',
    theme: 'theme04',
    storeType: 'affiliate',
    description: 'Proxy shop mirroring "demo" (read-only menu, no listings of its own).',
  },
  {
    slug: 'nueva',
    name: 'Mi Tienda Nueva',
    theme: 'theme04',
    storeType: 'affiliate',
    description:
      'A fresh affiliate store: nothing listed yet and one empty catalogue, ready to stock with supplier items.',
  },
] as const satisfies readonly DemoShop[];

export type DemoShopSlug = (typeof DEMO_SHOPS)[number]['slug'];

export interface DemoAccount {
  id: string;
  email: string;
  password: string;
  fullName: string;
  level: UserLevel;
  description: string;
  /** The shop this account owns (no role) or works in (with a role). */
  shopSlug?: DemoShopSlug;
  role?: ShopRole;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    id: 'usr_owner_demo',
    email: 'dueno.demo@tienda.test',
    password: DEMO_PASSWORD,
    fullName: 'Daniela Ortega',
    level: 2,
    shopSlug: 'demo',
    description: 'Owner of "demo"',
  },
  {
    id: 'usr_owner_moda',
    email: 'dueno.moda@tienda.test',
    password: DEMO_PASSWORD,
    fullName: 'Mariana Fuentes',
    level: 2,
    shopSlug: 'moda',
    description: 'Owner of "moda"',
  },
  {
    id: 'usr_owner_cafe',
    email: 'dueno.cafe@tienda.test',
    password: DEMO_PASSWORD,
    fullName: 'Carlos Hernández',
    level: 2,
    shopSlug: 'cafe',
    description: 'Owner of "cafe" (affinity root)',
  },
  {
    id: 'usr_owner_basica',
    email: 'dueno.basica@tienda.test',
    password: DEMO_PASSWORD,
    fullName: 'Beatriz Ramírez',
    level: 2,
    shopSlug: 'basica',
    description: 'Owner of "basica" and of the disabled supplier Artesanías Oaxaca',
  },
  {
    id: 'usr_owner_franquicia',
    email: 'dueno.franquicia@tienda.test',
    password: DEMO_PASSWORD,
    fullName: 'Fernando Garza',
    level: 2,
    shopSlug: 'franquicia',
    description: 'Owner of "franquicia" and of its supplier',
  },
  {
    id: 'usr_owner_espejo',
    email: 'dueno.espejo@tienda.test',
    password: DEMO_PASSWORD,
    fullName: 'Elena Vázquez',
    level: 2,
    shopSlug: 'espejo',
    description: 'Owner of the proxy shop "espejo"',
  },
  {
    id: 'usr_owner_nueva',
    email: 'dueno.nueva@tienda.test',
    password: DEMO_PASSWORD,
    fullName: 'Natalia Robles',
    level: 2,
    shopSlug: 'nueva',
    description: 'Owner of "nueva", a fresh affiliate store with an empty catalogue to stock',
  },
  {
    id: 'usr_admin_demo',
    email: 'admin.demo@tienda.test',
    password: DEMO_PASSWORD,
    fullName: 'Andrés Morales',
    level: 1,
    shopSlug: 'demo',
    role: 'admin',
    description: 'Staff of "demo", role admin',
  },
  {
    id: 'usr_accountant_demo',
    email: 'contador.demo@tienda.test',
    password: DEMO_PASSWORD,
    fullName: 'Claudia Navarro',
    level: 0,
    shopSlug: 'demo',
    role: 'accountant',
    description: 'Staff of "demo", role accountant; accountant of supplier Textiles del Bajío',
  },
  {
    id: 'usr_dispatcher_demo',
    email: 'despacho.demo@tienda.test',
    password: DEMO_PASSWORD,
    fullName: 'Diego Salinas',
    level: 0,
    shopSlug: 'demo',
    role: 'dispatcher',
    description: 'Staff of "demo", role dispatcher; dispatcher of supplier Textiles del Bajío',
  },
  {
    id: 'usr_qrreader_demo',
    email: 'qr.demo@tienda.test',
    password: DEMO_PASSWORD,
    fullName: 'Quetzalli Romero',
    level: 0,
    shopSlug: 'demo',
    role: 'qrreader',
    description: 'Staff of "demo", role qrreader',
  },
  {
    id: 'usr_buyer',
    email: 'cliente@tienda.test',
    password: DEMO_PASSWORD,
    fullName: 'Lucía Castillo',
    level: 0,
    description: 'Level 0: registered shopper (also logs in by phone 5512345678)',
  },
  {
    id: 'usr_entrepreneur',
    email: 'emprendedor@tienda.test',
    password: DEMO_PASSWORD,
    fullName: 'Emilio Treviño',
    level: 1,
    description: 'Level 1: entrepreneur without a store',
  },
  {
    id: 'usr_staff',
    email: 'soporte@tienda.test',
    password: STAFF_PASSWORD,
    fullName: 'Sofía Pineda',
    level: 3,
    description: 'Level 3: platform staff',
  },
  {
    id: 'usr_advisor',
    email: 'asesora@tienda.test',
    password: DEMO_PASSWORD,
    fullName: 'Valeria Montes',
    level: 3,
    description: 'Advisor of the affiliate and franchise owners (office hours 9am-6pm)',
  },
  {
    id: 'usr_coordinator',
    email: 'coordinador@tienda.test',
    password: DEMO_PASSWORD,
    fullName: 'Ricardo Solís',
    level: 3,
    description: 'Coordinator of the level-two users (24/7)',
  },
  {
    id: 'usr_supplier_textiles',
    email: 'proveedor.textiles@tienda.test',
    password: DEMO_PASSWORD,
    fullName: 'Tomás Aguilar',
    level: 1,
    description: 'Owner of supplier Textiles del Bajío (dropshipping)',
  },
  {
    id: 'usr_supplier_cafe',
    email: 'proveedor.cafe@tienda.test',
    password: DEMO_PASSWORD,
    fullName: 'Rosa Gómez',
    level: 1,
    description: 'Owner of supplier Finca Café de Chiapas (dropshipping)',
  },
  {
    id: 'usr_supplier_tecno',
    email: 'proveedor.tecno@tienda.test',
    password: DEMO_PASSWORD,
    fullName: 'Iván Medina',
    level: 1,
    description: 'Owner of supplier TecnoMayoreo MX (dropshipping)',
  },
  {
    id: 'usr_supplier_academia',
    email: 'proveedor.academia@tienda.test',
    password: DEMO_PASSWORD,
    fullName: 'Alejandra Ruiz',
    level: 1,
    description: 'Owner of supplier Academia Creativa (courses, services, e-books)',
  },
  {
    id: 'usr_supplier_bienestar',
    email: 'proveedor.bienestar@tienda.test',
    password: DEMO_PASSWORD,
    fullName: 'Natalia Cruz',
    level: 1,
    description: 'Owner of supplier Bienestar Natural (beauty)',
  },
];
