'use client';

import { usePathname } from 'next/navigation';
import { type ComponentProps, lazy, Suspense, useSyncExternalStore } from 'react';

import { pathInsideShop } from '@/lib/domain/paths/shop-paths';
import { isWhatsAppPath } from '@/lib/domain/shop/whatsapp-paths';

import type { EarnCommissionsLink as EarnCommissionsLinkType } from '../levels/earn-commissions-link';
import type { ChatButton as ChatButtonType } from './chat-button';
import type { MetaPixelLoader as MetaPixelLoaderType } from './meta-pixel-loader';

/*
 * Islands of the shop frame that only some shops have and that render nothing on the server: each
 * a chunk of its own, fetched only on the pages that render it (Turbopack puts every island a
 * layout imports into the layout's first-load chunks, whether a page shows it or not).
 */

const ChatButtonChunk = lazy(() =>
  import('./chat-button').then((module) => ({ default: module.ChatButton })),
);
const EarnCommissionsLinkChunk = lazy(() =>
  import('../levels/earn-commissions-link').then((module) => ({
    default: module.EarnCommissionsLink,
  })),
);
const MetaPixelLoaderChunk = lazy(() =>
  import('./meta-pixel-loader').then((module) => ({ default: module.MetaPixelLoader })),
);

const subscribeNever = () => () => {};

/**
 * The floating chat button (fixed, drawn after hydration: nothing moves when it arrives). Its
 * chunk only on the pages that may show one: every page of the shop for the live chat
 * (`everywhere`), the home and the lists for the WhatsApp button (`isWhatsAppPath`), known in the
 * browser from the visible path; the button itself decides the rest (`chatButtonFor`).
 */
export function LazyChatButton({
  everywhere,
  ...props
}: ComponentProps<typeof ChatButtonType> & { everywhere: boolean }) {
  // Re-rendered on client-side navigation; the address bar is the source of truth.
  usePathname();
  const inBrowser = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const path = inBrowser ? pathInsideShop(window.location.pathname, props.base) : null;
  if (path === null || !(everywhere || isWhatsAppPath(path))) return null;
  return (
    <Suspense fallback={null}>
      <ChatButtonChunk {...props} />
    </Suspense>
  );
}

/**
 * The floating 'earn commissions' link, for signed-in level-one visitors only (inside
 * `AfterDelay`, 3 s after the page): a chunk of its own, fetched when it is drawn.
 */
export function LazyEarnCommissionsLink(props: ComponentProps<typeof EarnCommissionsLinkType>) {
  return (
    <Suspense fallback={null}>
      <EarnCommissionsLinkChunk {...props} />
    </Suspense>
  );
}

/** The Meta pixel's loader (it draws nothing). */
export function LazyMetaPixelLoader(props: ComponentProps<typeof MetaPixelLoaderType>) {
  return (
    <Suspense fallback={null}>
      <MetaPixelLoaderChunk {...props} />
    </Suspense>
  );
}
