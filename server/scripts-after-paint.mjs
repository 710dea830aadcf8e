import { createHash } from 'node:crypto';

// A cached page's framework scripts run once its first screen has painted (issue 23, LCP). Next
// writes each of its chunks as `<script src async>`: they arrive and run while the page's main image
// is still on its way, and a phone's browser shares the link and the CPU between them. Here each
// gets a type no browser runs (`SCRIPT_TYPE`), and a small inline loader at the end of the head
// (`SCRIPTS_AFTER_PAINT_LOADER`) preloads them with a low priority once the first frame has painted
// (until then the page's stylesheets, font and images have the link to themselves), and adds them
// as scripts when the page's high-priority images have loaded and a frame has been painted — or at
// the visitor's first tap or key, or after 3 s, whichever comes first. Hydration then starts from
// scripts mostly downloaded. See decisions.md, "A cached page's scripts run after
// its first paint".

/** The type the deferred chunks get: a data block to browsers, found by the loader. */
const SCRIPT_TYPE = 'text/after-paint';
/** The performance mark the loader sets when it adds the scripts. */
const PERFORMANCE_MARK = 'scripts-after-paint';

/**
 * The loader, minified by hand (it is in every cached page; the browsers Next's chunks run in all
 * read arrow functions). After the first painted frame (`requestAnimationFrame`, then a task) it
 * preloads every deferred chunk at a low priority, unless they were already added (the chunk that
 * starts the page, at the end of the body, has Next's own preload). Preloading them at once made
 * Lighthouse's simulation count their ~160 KiB on the link before the first image (LCP 2.4–2.9 s
 * against 1.5–1.7 s); a throttled browser showed neither LCP nor hydration moving (decisions.md). At DOMContentLoaded it counts the page's eager high-priority images still loading and
 * waits for each (load or error), then for two painted frames (`requestAnimationFrame` twice, then a
 * task: a decoded image may paint a frame late); then it marks the moment
 * (`performance.mark('scripts-after-paint')`, for measuring) and adds each deferred chunk as an
 * async script, in page order, with its `src` as Next wrote it (Turbopack's runtime finds a page's
 * chunks by that attribute, and loads again any it cannot find). A tap, a key or 3 s start them
 * sooner. React listens with `addEventListener`, so the images' `onload` and `onerror` properties are
 * free for the loader.
 */
export const SCRIPTS_AFTER_PAINT_LOADER =
  '((d,n,s)=>{' +
  `const all=()=>d.querySelectorAll('script[type="${SCRIPT_TYPE}"]'),` +
  'add=(tag,set)=>{const e=d.createElement(tag);set(e);d.head.append(e)},' +
  'go=()=>{s||(s=1,' +
  `performance.mark("${PERFORMANCE_MARK}"),` +
  'all().forEach(c=>add("script",e=>e.src=c.getAttribute("src"))))},' +
  'painted=()=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(go))),' +
  'one=()=>--n||painted();' +
  'requestAnimationFrame(()=>setTimeout(()=>s||all().forEach(c=>add("link",e=>{e.rel="preload";e.as="script";e.fetchPriority="low";e.href=c.getAttribute("src")}))));' +
  'for(const t of["pointerdown","keydown","touchstart"])addEventListener(t,go,{capture:1,passive:1});' +
  'setTimeout(go,3e3);' +
  'd.addEventListener("DOMContentLoaded",()=>{for(const i of d.images)' +
  'i.fetchPriority=="high"&&i.loading!="lazy"&&!i.complete&&(n++,i.onload=i.onerror=one);' +
  'n||painted()})})(document,0)';

/** The loader's CSP source, for a policy that pins inline scripts by hash. */
export const SCRIPTS_AFTER_PAINT_LOADER_HASH = `'sha256-${createHash('sha256')
  .update(SCRIPTS_AFTER_PAINT_LOADER, 'utf8')
  .digest('base64')}'`;

const SCRIPT_TAG = /<script\s([^>]*)><\/script>/g;
const ATTRIBUTE = /^([a-zA-Z-]+)(?:="([^"]*)")?\s*/;
/** The only attributes of a chunk Next writes (the nonce when the page was first made for a browser). */
const CHUNK_ATTRIBUTES = new Set(['src', 'async', 'nonce']);

/** A `<script>` tag's attributes as a map, or null when they are not plain `name="value"` pairs. */
function attributesOf(text) {
  const attributes = new Map();
  let rest = text.trim();
  while (rest) {
    const match = ATTRIBUTE.exec(rest);
    if (!match?.[1]) return null;
    attributes.set(match[1].toLowerCase(), match[2] ?? '');
    rest = rest.slice(match[0].length);
  }
  return attributes;
}

/** The chunk's address when the tag is one of Next's async chunk scripts, else null. */
function chunkAddress(attributeText) {
  const attributes = attributesOf(attributeText);
  if (!attributes?.has('async')) return null;
  const src = attributes.get('src');
  if (!src?.startsWith('/_next/static/') || !src.endsWith('.js')) return null;
  for (const name of attributes.keys()) if (!CHUNK_ATTRIBUTES.has(name)) return null;
  return src;
}

/**
 * The page with Next's async chunk scripts turned into data blocks of `SCRIPT_TYPE`, in their places,
 * and the loader at the end of its `<head>`; `deferred` counts the scripts. A page without such
 * scripts, or without a `</head>`, comes back as it was (`deferred: 0`).
 */
export function deferScriptsPastPaint(html) {
  if (!html.includes('</head>')) return { html, deferred: 0 };
  let deferred = 0;
  const rewritten = html.replace(SCRIPT_TAG, (tag, attributeText) => {
    const src = chunkAddress(attributeText);
    if (!src) return tag;
    deferred++;
    return `<script src="${src}" type=${SCRIPT_TYPE}></script>`;
  });
  if (deferred === 0) return { html, deferred: 0 };
  const end = rewritten.indexOf('</head>');
  return {
    html: `${rewritten.slice(0, end)}<script>${SCRIPTS_AFTER_PAINT_LOADER}</script>${rewritten.slice(end)}`,
    deferred,
  };
}
