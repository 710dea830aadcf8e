// Draws the demo placeholder images into public/demo (run once: `npx tsx scripts/generate-demo-images.ts`;
// the output is committed). Plain SVG shapes and text, no scripts, no network, each file < 3 KB.
import fs from 'node:fs';
import path from 'node:path';

import { CATEGORY_SLUGS } from '@/lib/db/seed/categories';
import {
  GENERIC_SHOP_KEY,
  PRODUCT_IMAGES,
  categoryImages,
  type IconName,
} from '@/lib/db/seed/demo-images';
import { DEMO_SHOP_SPECS, GENERIC_SLIDES, type SlideSpec } from '@/lib/db/seed/shop-specs';
import { buildSuppliers } from '@/lib/db/seed/suppliers';
import { slideLayout } from '@/lib/domain/shop/slide-images';

const OUT = path.resolve(process.cwd(), 'public/demo');
const MAX_BYTES = 3 * 1024;
const FONT = `font-family="system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif"`;

/** Icons drawn in the 350x419 product frame with `currentColor`; white details on top. */
const W = 'fill="#fff" fill-opacity=".7"';
const ICON_PATHS: Record<IconName, string> = {
  shirt: `<path d="M135 110 110 118 72 160l28 28 20-16v138h110V172l20 16 28-28-38-42-25-8q-40 30-80 0z"/><path d="M135 110q40 30 80 0" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="5"/>`,
  dress: `<path d="M150 100h10l3 40h24l3-40h10l-2 45 17 30 47 135H88l47-135 17-30z"/><rect x="137" y="170" width="76" height="10" ${W}/>`,
  shoe: `<path d="M70 290v-75q0-15 15-15h35q10 25 40 25l15-10 75 35q30 12 30 35v5z"/><rect x="66" y="288" width="218" height="18" rx="9" fill-opacity=".7"/><path d="m180 230 14 8m2 1 14 8m2 1 14 8" stroke="#fff" stroke-width="5" stroke-linecap="round"/>`,
  cup: `<path d="M100 170h130v100q0 30-30 30h-70q-30 0-30-30z"/><path d="M230 190q45 0 45 35t-45 35" fill="none" stroke="currentColor" stroke-width="16"/><path d="M135 150q-12-18 0-36m30 36q-12-18 0-36m30 36q-12-18 0-36" fill="none" stroke="currentColor" stroke-width="7" stroke-linecap="round" stroke-opacity=".6"/><ellipse cx="165" cy="305" rx="95" ry="10"/>`,
  'coffee-bag': `<path d="M115 120h120l15 190H100z"/><path d="m115 120 10-20h100l10 20z" fill-opacity=".75"/><rect x="135" y="180" width="80" height="70" rx="8" fill="#fff" fill-opacity=".85"/><ellipse cx="175" cy="215" rx="18" ry="25"/><path d="M175 192q-10 23 0 46" stroke="#fff" stroke-width="4" fill="none"/>`,
  laptop: `<rect x="100" y="130" width="150" height="105" rx="8"/><rect x="110" y="140" width="130" height="85" ${W}/><path d="M75 245h200l15 25q0 5-6 5H66q-6 0-6-5z"/>`,
  phone: `<rect x="125" y="100" width="100" height="200" rx="16"/><rect x="135" y="118" width="80" height="155" rx="4" ${W}/><circle cx="175" cy="287" r="6" ${W}/>`,
  headphones: `<path d="M95 230v-30a80 80 0 0 1 160 0v30" fill="none" stroke="currentColor" stroke-width="16"/><rect x="80" y="215" width="40" height="75" rx="14"/><rect x="230" y="215" width="40" height="75" rx="14"/>`,
  lamp: `<path d="M135 110h80l35 90H100z"/><rect x="168" y="200" width="14" height="80"/><ellipse cx="175" cy="290" rx="60" ry="14"/>`,
  plant: `<g fill-opacity=".8"><ellipse cx="150" cy="175" rx="18" ry="48" transform="rotate(-30 150 175)"/><ellipse cx="200" cy="175" rx="18" ry="48" transform="rotate(30 200 175)"/><ellipse cx="175" cy="150" rx="18" ry="55"/></g><path d="M125 230h100l-13 75h-74z"/><rect x="118" y="220" width="114" height="18" rx="4"/>`,
  lipstick: `<rect x="145" y="210" width="60" height="95" rx="6"/><rect x="150" y="175" width="50" height="40" fill-opacity=".7"/><path d="M155 175v-45l40-20v65z"/>`,
  bottle: `<rect x="120" y="160" width="110" height="145" rx="20"/><rect x="155" y="135" width="40" height="30"/><rect x="145" y="105" width="60" height="35" rx="6" fill-opacity=".75"/><rect x="140" y="200" width="70" height="60" rx="6" ${W}/>`,
  ball: `<circle cx="175" cy="205" r="95"/><path d="m175 170 33 24-12 39h-42l-12-39z" fill="#fff" fill-opacity=".85"/><path d="M175 170v-58m33 82 54-18m-66 57 32 49m-74-49-32 49m20-88-54-18" stroke="#fff" stroke-opacity=".85" stroke-width="5"/>`,
  dumbbell: `<rect x="105" y="198" width="140" height="16" rx="8"/><rect x="80" y="160" width="30" height="92" rx="8"/><rect x="60" y="175" width="22" height="62" rx="6"/><rect x="240" y="160" width="30" height="92" rx="8"/><rect x="268" y="175" width="22" height="62" rx="6"/>`,
  blocks: `<rect x="95" y="215" width="80" height="80" rx="6"/><rect x="180" y="215" width="80" height="80" rx="6" fill-opacity=".7"/><rect x="137" y="130" width="80" height="80" rx="6" fill-opacity=".85"/><circle cx="135" cy="255" r="16" ${W}/><path d="m220 238 18 32h-36z" ${W}/><rect x="162" y="155" width="30" height="30" ${W}/>`,
  cap: `<path d="m175 120 110 45-110 45-110-45z"/><path d="M115 185v55q60 35 120 0v-55l-60 25z" fill-opacity=".8"/><path d="M255 177v68" stroke="currentColor" stroke-width="6"/><circle cx="255" cy="250" r="9"/>`,
  tablet: `<rect x="95" y="120" width="160" height="190" rx="14"/><rect x="107" y="134" width="136" height="150" rx="4" ${W}/><path d="m160 180 45 29-45 29z"/>`,
  briefcase: `<rect x="80" y="160" width="190" height="135" rx="14"/><path d="M140 160v-25q0-10 10-10h50q10 0 10 10v25" fill="none" stroke="currentColor" stroke-width="12"/><rect x="80" y="210" width="190" height="10" fill="#fff" fill-opacity=".5"/><rect x="163" y="203" width="24" height="24" rx="4" fill="#fff" fill-opacity=".8"/>`,
  chart: `<path d="M85 110v190h190" fill="none" stroke="currentColor" stroke-width="8"/><rect x="105" y="230" width="30" height="62"/><rect x="150" y="190" width="30" height="102"/><rect x="195" y="150" width="30" height="142"/><rect x="240" y="120" width="30" height="172" fill-opacity=".75"/>`,
  ticket: `<path d="M70 150h210v35a20 20 0 0 0 0 40v35H70v-35a20 20 0 0 0 0-40z"/><path d="M205 158v94" stroke="#fff" stroke-width="5" stroke-dasharray="10 8"/><path d="m135 180 8 17 19 2-14 13 4 19-17-10-17 10 4-19-14-13 19-2z" fill="#fff" fill-opacity=".8"/>`,
  mountain: `<circle cx="245" cy="135" r="25" fill-opacity=".6"/><path d="m60 300 85-140 50 75 30-40 65 105z"/><path d="m145 160-20 33 13-7 12 11 10-10 7 6z" fill="#fff" fill-opacity=".8"/>`,
  book: `<path d="M175 135q-45-25-100-15v170q55-10 100 10z"/><path d="M175 135q45-25 100-15v170q-55-10-100 10z" fill-opacity=".8"/><path d="M95 155q35-7 65 5m-65 25q35-7 65 5m-65 25q35-7 65 5" stroke="#fff" stroke-opacity=".6" stroke-width="5" fill="none"/>`,
};

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
  return `<g color="${colour}" fill="currentColor"${transform}>${ICON_PATHS[name]}</g>`;
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

function productImage(bg: string, fg: string, name: IconName): string {
  return svg(
    350,
    419,
    `<rect width="350" height="419" fill="${bg}"/><circle cx="175" cy="205" r="135" fill="#fff" fill-opacity=".5"/><ellipse cx="175" cy="335" rx="100" ry="10" fill="${fg}" fill-opacity=".15"/>${icon(name, fg)}`,
  );
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
    return categoryImages(slide.link.category)[0]?.icon ?? fallback;
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

for (const image of PRODUCT_IMAGES)
  write(`products/${image.file}`, productImage(image.bg, image.fg, image.icon));

for (const category of CATEGORY_SLUGS) {
  const first = categoryImages(category)[0];
  if (first) write(`catalogues/${category}.svg`, catalogueImage(first.bg, first.fg, first.icon));
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
