import 'server-only';

import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';

import { pick } from '@/lib/i18n/pick';

import type { ReaderRead } from './ticket-reader-reads';
import { TicketReader } from './ticket-reader';

/** The reader island with its words, seeded with what the server read for the URL's code. */
export async function TicketReaderPanel({
  read,
  code,
  ...props
}: Omit<Parameters<typeof TicketReader>[0], 'initial' | 'initialCode'> & {
  read: Extract<ReaderRead, { kind: 'read' }>;
  code: string;
}) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pick(messages, 'ticketReader')}>
      <TicketReader {...props} initialCode={code} initial={read.outcome} />
    </NextIntlClientProvider>
  );
}
