'use client';

import { type ComponentProps, lazy, Suspense } from 'react';

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
const MetaPixelLoaderChunk = lazy(() =>
  import('./meta-pixel-loader').then((module) => ({ default: module.MetaPixelLoader })),
);

/** The floating chat button (fixed, drawn after hydration: nothing moves when it arrives). */
export function LazyChatButton(props: ComponentProps<typeof ChatButtonType>) {
  return (
    <Suspense fallback={null}>
      <ChatButtonChunk {...props} />
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
