import 'server-only';

import createDOMPurify, { type RemovedAttribute, type RemovedElement } from 'dompurify';
import { JSDOM } from 'jsdom';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
/** Elements that run script or embed a document; their presence refuses the upload. */
const ACTIVE_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'handler',
]);
const SCRIPT_URL = /^\s*(javascript|vbscript|data:text\/html)/i;

export type SanitizedSvg =
  { ok: true; svg: string; hadActiveContent: boolean } | { ok: false; reason: 'not_svg' };

let purifier: { purify: ReturnType<typeof createDOMPurify>; window: JSDOM['window'] } | undefined;

function getPurifier() {
  if (!purifier) {
    const { window } = new JSDOM('');
    purifier = { purify: createDOMPurify(window), window };
  }
  return purifier;
}

function isActive(removed: RemovedElement | RemovedAttribute): boolean {
  if ('element' in removed) {
    return ACTIVE_ELEMENTS.has((removed.element as Element).localName?.toLowerCase() ?? '');
  }
  const attribute = removed.attribute;
  if (!attribute) return false;
  const name = attribute.name.toLowerCase();
  return name.startsWith('on') || (name.endsWith('href') && SCRIPT_URL.test(attribute.value));
}

/**
 * An SVG with everything that could run or load script removed (DOMPurify's SVG profile over an
 * XML parse, so case, self-closing tags and CDATA survive), serialised as XML. `hadActiveContent`
 * says whether script, event handlers, script URLs or embedded documents were removed — the
 * upload refuses those files rather than store a silently changed one. Editor metadata and
 * other unknown markup is dropped quietly.
 */
export function sanitizeSvg(text: string): SanitizedSvg {
  let document: Document;
  try {
    document = new JSDOM(text, { contentType: 'image/svg+xml' }).window.document;
  } catch {
    return { ok: false, reason: 'not_svg' };
  }
  const root = document.documentElement;
  if (!root || root.localName !== 'svg' || root.namespaceURI !== SVG_NAMESPACE) {
    return { ok: false, reason: 'not_svg' };
  }
  // CDATA sections (common in editors' <style>) cannot move into the HTML document DOMPurify uses.
  const walker = document.createTreeWalker(root, 8 /* NodeFilter.SHOW_CDATA_SECTION */);
  const sections: CDATASection[] = [];
  while (walker.nextNode()) sections.push(walker.currentNode as CDATASection);
  for (const section of sections) section.replaceWith(document.createTextNode(section.data));

  const { purify, window } = getPurifier();
  const body = purify.sanitize(root, {
    USE_PROFILES: { svg: true, svgFilters: true },
    RETURN_DOM: true,
  });
  const hadActiveContent = purify.removed.some(isActive);
  const clean = (body as Element).firstElementChild;
  if (!clean || clean.localName !== 'svg') return { ok: false, reason: 'not_svg' };
  const svg = `<?xml version="1.0" encoding="UTF-8"?>\n${new window.XMLSerializer().serializeToString(clean)}`;
  return { ok: true, svg, hadActiveContent };
}
