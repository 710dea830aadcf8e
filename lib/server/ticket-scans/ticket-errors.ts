import 'server-only';

import type { TicketScan } from '@/lib/api/schemas/ticket-scans';
import type { Locale } from '@/lib/i18n/locales';
import { PLATFORM_TIME_ZONE } from '@/lib/i18n/locales';

import { ApiError } from '../errors';
import { serverTranslator } from '../messages';

/** A moment as the door says it: `29 de noviembre de 2026, 10:15`. */
function whenIn(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: PLATFORM_TIME_ZONE,
  }).format(new Date(iso));
}

/**
 * 409 `ticket_already_used`: someone marked it used first. The answer says when (`used_at`) and
 * by whom (`used_by`), in words too, and carries the ticket so the reader still shows who and what.
 */
export class TicketAlreadyUsedError extends ApiError {
  constructor(ticket: TicketScan) {
    super('ticket_already_used', undefined, {
      details: { used_at: ticket.used_at, used_by: ticket.used_by, ticket },
      values: (locale) => ({
        date: ticket.used_at ? whenIn(ticket.used_at, locale) : '',
        name: ticket.used_by ?? serverTranslator(locale)('ticketReader.someone'),
      }),
    });
    this.name = 'TicketAlreadyUsedError';
  }
}

/** 409 `ticket_canceled`: called off (`cancel_reason`); it lets nobody in. */
export class TicketCanceledError extends ApiError {
  constructor(ticket: TicketScan) {
    super('ticket_canceled', undefined, {
      details: { canceled_at: ticket.canceled_at, cancel_reason: ticket.cancel_reason, ticket },
    });
    this.name = 'TicketCanceledError';
  }
}
