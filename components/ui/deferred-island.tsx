'use client';

import { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** What brings a deferred island's part to the page: the visitor reaching for it. */
const REACH_EVENTS = ['focusin', 'pointerover', 'touchstart'];

const fieldsOf = (box: HTMLElement) => [
  ...box.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'),
];
/** The buttons a press on the server's copy is replayed on (a submit button submits natively). */
const buttonsOf = (box: HTMLElement) => [...box.querySelectorAll('button[type="button"]')];

export interface DeferredIsland<P extends object> {
  /**
   * Draws the part inside a `display: contents` box: the server's HTML of it in the page (and
   * working as it does without JavaScript) from the first paint, its script only once the visitor
   * reaches for it (focus, pointer or touch inside the box, or inside the `<dialog>` around it or
   * on a button that opens that dialog), or `wake` is called.
   */
  Island: ComponentType<P>;
  /** Fetches the part's chunk now (a trigger outside the box: a hover, a press). */
  wake: () => void;
}

/**
 * A part of a first-load island whose markup the server draws but whose script waits for the
 * visitor (issue 23's script bytes). In the browser the box keeps the server's HTML as it is
 * (an empty `dangerouslySetInnerHTML`, which hydration leaves alone) until the part's chunk
 * comes; the part then draws itself in its place, keeping what was typed into the server's
 * fields (same order) and the focus, and pressing again the button pressed meanwhile. Where there is no server HTML to keep (a client-side
 * navigation, a test), the chunk is fetched at once. Until the chunk comes, or if it cannot be
 * fetched, the part works as without JavaScript (a popover by `popovertarget`, a form by its
 * `action`). Not a lazy component in a Suspense boundary: React streams a boundary of over 500
 * bytes after the page, shown by a script, so without JavaScript it would be missing.
 *
 * `onServer` is the part itself on the server only (`typeof window === 'undefined' ?
 * require(…) : null`, which the browser's build drops).
 */
export function deferredIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  onServer: ComponentType<P> | null,
): DeferredIsland<P> {
  let loaded = typeof window === 'undefined' ? onServer : null;
  let requested = false;
  const shows = new Set<() => void>();

  const wake = () => {
    if (requested) return;
    requested = true;
    load().then(
      (part) => {
        loaded = part;
        for (const show of shows) show();
      },
      () => {
        // Offline, or a new deployment: the server's HTML stays; the next reach tries again.
        requested = false;
      },
    );
  };

  function Island(props: P) {
    const box = useRef<HTMLDivElement>(null);
    const typed = useRef<{ values: string[]; focused: number } | null>(null);
    const pressed = useRef(-1);
    const [Part, setPart] = useState(() => loaded);

    useEffect(() => {
      const element = box.current;
      if (Part || !element) return;
      const show = () => {
        const fields = fieldsOf(element);
        typed.current = {
          values: fields.map((field) => field.value),
          focused: fields.findIndex((field) => field === document.activeElement),
        };
        setPart(() => loaded);
      };
      shows.add(show);
      if (loaded) show();
      // Nothing from the server to keep: drawn on the client, the part needs its code now.
      else if (!element.firstChild) wake();
      // The box, or the dialog around it and the buttons that open it (`commandfor`).
      const dialog = element.closest('dialog');
      const areas: Element[] = dialog
        ? [dialog, ...document.querySelectorAll(`[commandfor="${CSS.escape(dialog.id)}"]`)]
        : [element];
      for (const area of areas)
        for (const type of REACH_EVENTS) area.addEventListener(type, wake, { passive: true });
      const press = (event: Event) => {
        const button = event.target instanceof Element ? event.target.closest('button') : null;
        pressed.current = button ? buttonsOf(element).indexOf(button) : -1;
        wake();
      };
      element.addEventListener('click', press);
      return () => {
        shows.delete(show);
        for (const area of areas)
          for (const type of REACH_EVENTS) area.removeEventListener(type, wake);
        element.removeEventListener('click', press);
      };
    }, [Part]);

    useLayoutEffect(() => {
      const kept = typed.current;
      if (!kept || !box.current) return;
      typed.current = null;
      const fields = fieldsOf(box.current);
      kept.values.forEach((value, index) => {
        const field = fields[index];
        if (field && !field.readOnly && field.type !== 'hidden') field.value = value;
      });
      fields[kept.focused]?.focus();
      const button = buttonsOf(box.current)[pressed.current];
      pressed.current = -1;
      if (button instanceof HTMLElement) button.click();
    }, [Part]);

    // `data-live`: the part runs (not in the server's HTML, so hydration matches).
    return Part ? (
      <div
        ref={box}
        className="contents"
        data-live={typeof window === 'undefined' ? undefined : ''}
      >
        <Part {...props} />
      </div>
    ) : (
      // Hydration leaves the server's HTML of the part in the box.
      <div
        ref={box}
        className="contents"
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  }

  return { Island, wake };
}
