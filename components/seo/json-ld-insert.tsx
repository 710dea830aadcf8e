'use client';

import { useServerInsertedHTML } from 'next/navigation';
import { useEffect, useRef } from 'react';

import { keptJsonLd } from './json-ld-store';

/**
 * Puts the structured data kept under `id` into the server HTML (json-ld-store.ts), once, and
 * takes it out of the document when its page goes (a client-side navigation), so the DOM never
 * describes another page.
 */
export function JsonLdInsert({ id }: { id: string }) {
  const inserted = useRef(false);
  const script = useRef<Element | null>(null);
  useServerInsertedHTML(() => {
    if (inserted.current) return null;
    inserted.current = true;
    const html = keptJsonLd(id);
    return html ? (
      <script
        type="application/ld+json"
        data-json-ld={id}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    ) : null;
  });
  useEffect(() => {
    script.current ??= document.querySelector(`script[data-json-ld="${id}"]`);
    const node = script.current;
    // Development's double effect took it out once: put it back.
    if (node && !node.isConnected) document.head.append(node);
    return () => node?.remove();
  }, [id]);
  return null;
}
