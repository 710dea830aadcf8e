// Draws the demo placeholder images into public/demo (run once: `npx tsx scripts/generate-demo-images.ts`;
// the output is committed). Plain SVG shapes and text, no scripts, no network, each file < 3 KB.
import fs from 'node:fs';
import path from 'node:path';

import { CATEGORY_SLUGS } from '@/lib/db/seed/categories';
import {
  CATEGORY_ART,
  GENERIC_SHOP_KEY,
  ICON_TINTS,
  type IconName,
} from '@/lib/db/seed/demo-images';
import { allProductPhotos, type ProductPhoto } from '@/lib/db/seed/product-photos';
import { DEMO_SHOP_SPECS, GENERIC_SLIDES, type SlideSpec } from '@/lib/db/seed/shop-specs';
import { buildSuppliers } from '@/lib/db/seed/suppliers';
import { slideLayout } from '@/lib/domain/shop/slide-images';

import { ICON_PATHS } from './demo-icons';

const OUT = path.resolve(process.cwd(), 'public/demo');
const MAX_BYTES = 3 * 1024;
const FONT = `font-family="system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif"`;

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>\n`;
}

function gradient(id: string, from: string, to: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

/** An icon in the 350x419 frame, moved and scaled, in the given colour. */
function icon(name: IconName, colour: string, x = 0, y = 0, scale = 1): string {
  const transform =
    x || y || scale !== 1 ? ` transform="translate(${x} ${y}) scale(${scale})"` : '';
  // A pale item (white, beige, yellow) gets a faint outline so it stands out from its background.
  const outline = isPale(colour) ? ' stroke="#334155" stroke-opacity=".4" stroke-width="3"' : '';
  return `<g color="${colour}" fill="currentColor"${outline}${transform}>${ICON_PATHS[name]}</g>`;
}

function isPale(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.6;
}

/** Font size that keeps bold `text` within `maxWidth` (a wide bold glyph ≈ 0.7 em, with room to spare). */
function fitFont(text: string, maxWidth: number, max: number): number {
  return Math.min(max, Math.floor(maxWidth / (text.length * 0.7)));
}

/** The icon in the shop colour on a white disc, centred on (cx, cy) at `scale`. */
function badge(name: IconName, colour: string, cx: number, cy: number, scale: number): string {
  const disc = `<circle cx="${cx}" cy="${cy}" r="${Math.round(170 * scale)}" fill="#fff" fill-opacity=".92"/>`;
  return (
    disc + icon(name, colour, Math.round(cx - 175 * scale), Math.round(cy - 205 * scale), scale)
  );
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^[A-ZÁÉÍÓÚÑ]/.test(w));
  return (
    words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : name.slice(0, 1)
  ).toUpperCase();
}

/** The whole item on a soft disc, or (view 2) a close-up of it, cropped by the frame. */
function productImage({ background, ink, icon: name, view }: ProductPhoto): string {
  const body =
    view === 1
      ? `<circle cx="175" cy="205" r="135" fill="#fff" fill-opacity=".5"/><ellipse cx="175" cy="335" rx="100" ry="10" fill="${ink}" fill-opacity=".15"/>${icon(name, ink)}`
      : `<circle cx="60" cy="70" r="160" fill="#fff" fill-opacity=".35"/><circle cx="330" cy="400" r="120" fill="${ink}" fill-opacity=".08"/>${icon(name, ink, -96, -113, 1.55)}`;
  return svg(350, 419, `<rect width="350" height="419" fill="${background}"/>${body}`);
}

function twoLines(text: string): [string, string] {
  const words = text.split(' ');
  let best: [string, string] = [text, ''];
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    if (Math.abs(a.length - b.length) < bestDiff)
      [best, bestDiff] = [[a, b], Math.abs(a.length - b.length)];
  }
  return best;
}

function banner(
  width: number,
  height: number,
  colours: [string, string],
  slide: SlideSpec,
  art: IconName,
): string {
  const ink = colours[0];
  const background = `${gradient('g', colours[0], colours[1])}<rect width="${width}" height="${height}" fill="url(#g)"/>`;
  const tagline = escapeXml(slide.tagline);
  if (height > width) {
    const [first, second] = twoLines(slide.headline).map(escapeXml) as [string, string];
    const size = fitFont(first.length > second.length ? first : second, width - 60, 46);
    return svg(
      width,
      height,
      `${background}<circle cx="${width}" cy="0" r="220" fill="#fff" fill-opacity=".08"/><text x="${width / 2}" y="150" text-anchor="middle" ${FONT} font-weight="800" font-size="${size}" fill="#fff"><tspan x="${width / 2}">${first}</tspan><tspan x="${width / 2}" dy="1.15em">${second}</tspan></text><text x="${width / 2}" y="${205 + size * 1.15}" text-anchor="middle" ${FONT} font-size="26" fill="#fff" fill-opacity=".9">${tagline}</text>${badge(art, ink, width / 2, 620, 1)}`,
    );
  }
  if (height > width * 0.75) {
    // The 2-column layout's banner (1100x982): headline and tagline over a large badge.
    const lines = twoLines(slide.headline).map(escapeXml);
    const size = fitFont(
      lines[0]!.length > lines[1]!.length ? lines[0]! : lines[1]!,
      width - 160,
      96,
    );
    const spans = lines
      .map((line, i) => `<tspan x="${width / 2}"${i ? ' dy="1.15em"' : ''}>${line}</tspan>`)
      .join('');
    return svg(
      width,
      height,
      `${background}<circle cx="${width}" cy="0" r="300" fill="#fff" fill-opacity=".08"/><circle cx="0" cy="${height}" r="240" fill="#fff" fill-opacity=".08"/><text x="${width / 2}" y="${130 + size}" text-anchor="middle" ${FONT} font-weight="800" font-size="${size}" fill="#fff">${spans}</text><text x="${width / 2}" y="${Math.round(230 + size * 2.15)}" text-anchor="middle" ${FONT} font-size="44" fill="#fff" fill-opacity=".9">${tagline}</text>${badge(art, ink, width / 2, height - 260, 1.2)}`,
    );
  }
  const wide = width >= 1200;
  const x = wide ? 100 : 60;
  // The narrower mobile banner breaks longer headlines over two lines to keep them large.
  const lines = wide || slide.headline.length <= 16 ? [slide.headline] : twoLines(slide.headline);
  const longest = lines.reduce((a, b) => (b.length > a.length ? b : a), '');
  const size = fitFont(longest, wide ? 840 : 540, wide ? 80 : 64);
  const top = height / 2 - (lines.length - 1) * size * 0.6;
  const spans = lines
    .map((line, i) => `<tspan x="${x}"${i ? ' dy="1.15em"' : ''}>${escapeXml(line)}</tspan>`)
    .join('');
  const taglineY = Math.round(top + (lines.length - 1) * size * 1.15 + (wide ? 70 : 60));
  return svg(
    width,
    height,
    `${background}<circle cx="${width - 200}" cy="80" r="230" fill="#fff" fill-opacity=".08"/><circle cx="${width - 60}" cy="${height}" r="160" fill="#fff" fill-opacity=".08"/><text x="${x}" y="${Math.round(top)}" ${FONT} font-weight="800" font-size="${size}" fill="#fff">${spans}</text><text x="${x}" y="${taglineY}" ${FONT} font-size="${wide ? 40 : 30}" fill="#fff" fill-opacity=".9">${tagline}</text>${badge(art, ink, width - (wide ? 250 : 200), height / 2, wide ? 1.05 : 0.95)}`,
  );
}

function logo(name: string, colours: [string, string]): string {
  const text = escapeXml(initials(name));
  return svg(
    1000,
    1000,
    `${gradient('g', colours[0], colours[1])}<rect width="1000" height="1000" fill="url(#g)"/><circle cx="500" cy="500" r="380" fill="#fff" fill-opacity=".12"/><text x="500" y="500" dy=".35em" text-anchor="middle" ${FONT} font-weight="800" font-size="${text.length > 1 ? 360 : 460}" fill="#fff">${text}</text>`,
  );
}

function wideLogo(name: string, colours: [string, string], art: IconName): string {
  const [first, second] = twoLines(name).map(escapeXml) as [string, string];
  const size = fitFont(first.length > second.length ? first : second, 620, 110);
  return svg(
    1000,
    400,
    `${gradient('g', colours[0], colours[1])}<rect width="1000" height="400" fill="url(#g)"/>${badge(art, colours[0], 170, 200, 0.85)}<text x="340" y="${200 - size * 0.2}" ${FONT} font-weight="800" font-size="${size}" fill="#fff"><tspan x="340">${first}</tspan><tspan x="340" dy="1.1em">${second}</tspan></text>`,
  );
}

/** A papel-picado strip over the shop colours: a background, so no text. */
function cover(colours: [string, string]): string {
  const flags = Array.from({ length: 14 }, (_, i) => {
    const x = 50 + i * 100;
    return `<path d="M${x - 40} 0h80v70l-40 30-40-30z" fill="#fff" fill-opacity="${i % 2 ? 0.22 : 0.35}"/>`;
  }).join('');
  return svg(
    1400,
    450,
    `${gradient('g', colours[0], colours[1])}<rect width="1400" height="450" fill="url(#g)"/><path d="M0 2h1400" stroke="#fff" stroke-opacity=".5" stroke-width="4"/>${flags}<circle cx="200" cy="460" r="220" fill="#fff" fill-opacity=".08"/><circle cx="1200" cy="420" r="180" fill="#fff" fill-opacity=".08"/>`,
  );
}

function catalogueImage(bg: string, fg: string, art: IconName): string {
  return svg(
    400,
    200,
    `<rect width="400" height="200" fill="${bg}"/><circle cx="300" cy="100" r="120" fill="#fff" fill-opacity=".45"/><circle cx="40" cy="190" r="70" fill="${fg}" fill-opacity=".12"/>${icon(art, fg, 195, -23, 0.6)}`,
  );
}

const SHOP_ART: Record<string, IconName> = {
  demo: 'shirt',
  moda: 'dress',
  cafe: 'cup',
  basica: 'blocks',
  franquicia: 'coffee-bag',
  espejo: 'laptop',
  [GENERIC_SHOP_KEY]: 'ticket',
};

function slideArt(slide: SlideSpec, fallback: IconName): IconName {
  if (slide.link.kind === 'product' && slide.link.category)
    return CATEGORY_ART[slide.link.category];
  return fallback;
}

const written: { file: string; bytes: number }[] = [];
function write(relative: string, content: string) {
  if (/<script|\son\w+=/i.test(content))
    throw new Error(`${relative}: scripts are not allowed in demo SVGs`);
  const file = path.join(OUT, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  written.push({ file: relative, bytes: Buffer.byteLength(content) });
}

fs.rmSync(OUT, { recursive: true, force: true });

for (const photo of allProductPhotos()) write(`products/${photo.file}`, productImage(photo));

for (const category of CATEGORY_SLUGS) {
  const art = CATEGORY_ART[category];
  const [bg, fg] = ICON_TINTS[art];
  write(`catalogues/${category}.svg`, catalogueImage(bg, fg, art));
}

for (const spec of DEMO_SHOP_SPECS) {
  const colours: [string, string] = [spec.row.color1 ?? '#1d4ed8', spec.row.color2 ?? '#7c3aed'];
  const art = SHOP_ART[spec.key] ?? 'ticket';
  // Theme 03 shows portrait phone slides (420x910); the other themes a 1000x450 mobile banner,
  // and a 1400x450 desktop one, or 1100x982 in pairs in the 2-column layout.
  const [vw, vh] = spec.row.theme === 'theme03' ? [420, 910] : [1000, 450];
  const [hw, hh] =
    slideLayout(spec.row.theme ?? 'theme04', spec.row.columns ?? 2) === 'pair'
      ? [1100, 982]
      : [1400, 450];
  spec.slides.forEach((slide, i) => {
    write(
      `banners/${spec.key}-h${i + 1}.svg`,
      banner(hw, hh, colours, slide, slideArt(slide, art)),
    );
    write(
      `banners/${spec.key}-v${i + 1}.svg`,
      banner(vw, vh, colours, slide, slideArt(slide, art)),
    );
  });
  write(`logos/${spec.key}.svg`, logo(spec.row.name, colours));
  if (spec.row.photoDisplay === 'rec' || spec.row.photoDisplay === 'bdr_rec')
    write(`logos/${spec.key}-wide.svg`, wideLogo(spec.row.name, colours, art));
  if (spec.row.coverPhoto) write(`covers/${spec.key}.svg`, cover(colours));
}

const genericColours: [string, string] = ['#334155', '#0f766e'];
GENERIC_SLIDES.forEach((slide, i) => {
  write(
    `banners/${GENERIC_SHOP_KEY}-h${i + 1}.svg`,
    banner(1400, 450, genericColours, slide, slideArt(slide, 'ticket')),
  );
  write(
    `banners/${GENERIC_SHOP_KEY}-v${i + 1}.svg`,
    banner(1000, 450, genericColours, slide, slideArt(slide, 'ticket')),
  );
});
write(`logos/${GENERIC_SHOP_KEY}.svg`, logo('Tienda', genericColours));

const SUPPLIER_COLOURS: [string, string][] = [
  ['#1e40af', '#0ea5e9'],
  ['#78350f', '#b45309'],
  ['#0f172a', '#475569'],
  ['#9a3412', '#ea580c'],
  ['#991b1b', '#f97316'],
  ['#4c1d95', '#7c3aed'],
  ['#065f46', '#10b981'],
];
buildSuppliers().forEach((supplier, i) => {
  const key = supplier.id.replace(/^sup_/, '');
  const colours = SUPPLIER_COLOURS[i % SUPPLIER_COLOURS.length] as [string, string];
  write(
    `suppliers/${key}.svg`,
    logo(supplier.name, colours).replace('width="1000" height="1000"', 'width="200" height="200"'),
  );
});

const tooBig = written.filter((w) => w.bytes > MAX_BYTES);
const total = written.reduce((sum, w) => sum + w.bytes, 0);
console.log(
  `Wrote ${written.length} SVG files (${(total / 1024).toFixed(1)} KiB) to ${path.relative(process.cwd(), OUT)}/`,
);
if (tooBig.length > 0) {
  for (const w of tooBig) console.error(`  too big: ${w.file} (${w.bytes} bytes)`);
  process.exitCode = 1;
}
