'use client';

import { deferredIsland } from '@/components/ui/deferred-island';

/**
 * The contact form as a deferred island (theme 03's technical-query modal in every page's footer):
 * the server draws it, and its script (sending through the API, the result in place) comes when
 * the visitor reaches for the modal; until then it posts to its `action` as without JavaScript.
 * Keeps the form out of the shop frame's first load.
 */
export const DeferredContactForm = deferredIsland(
  () => import('./contact-form').then((chunk) => chunk.ContactForm),
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only, see deferredIsland
      (require('./contact-form') as typeof import('./contact-form')).ContactForm
    : null,
).Island;
