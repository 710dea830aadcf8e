'use client';

import { NextIntlClientProvider } from 'next-intl';
import { type ReactNode, useEffect, useState } from 'react';

import { defaultLocale, isLocale, type Locale, PLATFORM_TIME_ZONE } from '@/lib/i18n/locales';

/**
 * A namespace's file per locale, imported on demand:
 * `{ es: () => import('@/messages/es/bannerEditor.json'), en: () => import('@/messages/en/bannerEditor.json') }`.
 * Written in the island's own (lazy) module, so each file becomes a chunk of its own that only the
 * island's users download.
 */
export type NamespaceLoaders = Readonly<Record<Locale, () => Promise<{ default: object }>>>;

type Messages = Record<string, object>;

// Kept for the page's life, by locale and set of namespaces: a second island (or a remount) reuses
// what the first loaded, at once.
const loading = new Map<string, Promise<Messages>>();
const loaded = new Map<string, Messages>();

const keyOf = (locale: Locale, namespaces: Readonly<Record<string, NamespaceLoaders>>) =>
  `${locale}:${Object.keys(namespaces).sort().join(',')}`;

function loadMessages(
  locale: Locale,
  namespaces: Readonly<Record<string, NamespaceLoaders>>,
): Promise<Messages> {
  const key = keyOf(locale, namespaces);
  let promise = loading.get(key);
  if (!promise) {
    const names = Object.keys(namespaces);
    promise = Promise.all(
      names.map(async (name) => [name, (await namespaces[name]![locale]()).default] as const),
    ).then(
      (entries) => {
        const messages = Object.fromEntries(entries);
        loaded.set(key, messages);
        return messages;
      },
      (error: unknown) => {
        loading.delete(key); // a chunk that failed to load is asked for again on the next mount
        throw error;
      },
    );
    loading.set(key, promise);
  }
  return promise;
}

/**
 * Gives a lazily loaded island its words: loads its namespaces' files for the page's locale (the
 * only thing the server passes) and renders the island under a `NextIntlClientProvider` holding
 * just those namespaces, so it calls `useTranslations('<namespace>')`. `fallback` shows while the
 * files load (nothing by default); on the server, where admin islands render nothing, too.
 */
export function IslandMessages({
  locale: requested,
  namespaces,
  fallback = null,
  children,
}: {
  locale: string;
  namespaces: Readonly<Record<string, NamespaceLoaders>>;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const locale = isLocale(requested) ? requested : defaultLocale;
  const key = keyOf(locale, namespaces);
  const [messages, setMessages] = useState<{ key: string; messages: Messages } | null>(() => {
    const ready = loaded.get(key);
    return ready ? { key, messages: ready } : null;
  });
  const current = messages?.key === key ? messages.messages : loaded.get(key);
  useEffect(() => {
    if (loaded.has(key)) return;
    let live = true;
    loadMessages(locale, namespaces).then(
      (next) => {
        if (live) setMessages({ key, messages: next });
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
    // `namespaces` is a module constant of the island; the key names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (!current) return <>{fallback}</>;
  return (
    <NextIntlClientProvider locale={locale} messages={current} timeZone={PLATFORM_TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
}
