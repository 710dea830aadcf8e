'use client';

import { useRouter } from 'next/navigation';
import { type MouseEvent, type ReactNode, useEffect, useRef } from 'react';

import type { ColorScheme } from '@/lib/domain/shop/color-scheme';
import { writeLocaleCookie, writeSchemeCookie } from '@/lib/client/browser-cookies';
import { localeAddress } from '@/lib/domain/paths/locale-address';
import { preferenceHref } from '@/lib/domain/request/preference-cookies';
import type { Locale } from '@/lib/i18n/locales';

type Choice = { kind: 'locale'; value: Locale } | { kind: 'scheme'; value: ColorScheme };

type PreferenceLinkProps = Choice & {
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
  'aria-current'?: 'true';
  lang?: string;
};

/** Set while a scheme change re-renders the page, so the toggle that shows afterwards takes the focus. */
const REFOCUS_KEY = 'tienda:refocus-scheme-toggle';

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A language or colour-scheme choice. Without JavaScript it is a link to the API, which sets the
 * cookie and comes back (a language to the page's address in it); with it the cookie is written
 * here. A new language loads the same page at its address in that language (`…/en/…`; every
 * text changes, the server renders them); a new scheme applies at once on the shop frame
 * (`data-scheme`) and the router drops the pages it kept in the old scheme.
 */
export function PreferenceLink({ kind, value, children, ...anchorProps }: PreferenceLinkProps) {
  const router = useRouter();
  const ref = useRef<HTMLAnchorElement>(null);

  // The refresh may mount a new frame (the scheme is part of the internal route): the visible
  // twin takes the focus back once it is there.
  useEffect(() => {
    const link = ref.current;
    if (kind !== 'scheme' || !link || sessionStorage.getItem(REFOCUS_KEY) !== '1') return;
    if (getComputedStyle(link).display === 'none') return;
    sessionStorage.removeItem(REFOCUS_KEY);
    link.focus();
  });

  function apply(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (kind === 'locale') {
      writeLocaleCookie(value);
      const { pathname, search, hash } = window.location;
      window.location.assign(localeAddress(`${pathname}${search}${hash}`, value));
      return;
    }
    writeSchemeCookie(value);
    const link = event.currentTarget;
    link.closest<HTMLElement>('[data-scheme]')?.setAttribute('data-scheme', value);
    // The clicked choice is hidden in the new scheme; keep the focus on its twin.
    link.parentElement
      ?.querySelector<HTMLElement>('[data-scheme-choice]:not([data-scheme-choice="' + value + '"])')
      ?.focus();
    sessionStorage.setItem(REFOCUS_KEY, '1');
    router.refresh();
  }

  return (
    <a
      ref={ref}
      href={preferenceHref(kind, value)}
      onClick={apply}
      data-scheme-choice={kind === 'scheme' ? value : undefined}
      {...anchorProps}
    >
      {children}
    </a>
  );
}
