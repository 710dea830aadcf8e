import type { AbstractIntlMessages, Messages, NestedKeyOf } from 'next-intl';

/** A namespace, a part of one, or a single message: `'checkout'`, `'orders.states'`, `'errors.not_found'`. */
type Path = NestedKeyOf<Messages>;

/**
 * The words a server component hands to the islands under it: wrap them in
 * `<NextIntlClientProvider messages={pick(await getMessages(), 'checkout')}>` so the page's HTML
 * and flight data carry only those namespaces, never the whole catalogue. A dotted path picks a
 * part of a namespace or one message (`'checkout.sharedAddAll'` gives `{ checkout: { sharedAddAll } }`),
 * for an island that reads `useTranslations('checkout.sharedAddAll')` or only some keys.
 */
export function pick(messages: Messages, ...paths: Path[]): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const path of paths) {
    const keys = path.split('.');
    let from: unknown = messages;
    let into = picked;
    keys.forEach((key, i) => {
      from = (from as Record<string, unknown> | undefined)?.[key];
      if (i === keys.length - 1) {
        if (from !== undefined) into[key] = from as AbstractIntlMessages;
      } else {
        into = (into[key] ??= {}) as AbstractIntlMessages;
      }
    });
  }
  return picked;
}
