import { z } from 'zod';

import { TICKET_STATES } from '@/lib/domain/ticket-scans/ticket-state';

/**
 * `POST …/tickets/read` and `…/tickets/use`: the code a camera read or a person typed. Anything
 * that cannot be a ticket code (lib/domain/tickets/ticket-code.ts) answers `ticket_not_found`
 * like a code nobody holds, without being looked up.
 */
export const TicketCodeInputSchema = z
  .object({
    code: z.string().max(200).meta({ example: 'TK1-ABCDEFGHIJKLMNOPQRSTUVWXYZ234567' }),
  })
  .strict()
  .meta({ id: 'TicketCodeInput' });
export type TicketCodeInput = z.input<typeof TicketCodeInputSchema>;

const instant = z.iso.datetime({ offset: true });

/** Who and what a ticket is, as the door sees it (spec 02 §3 "Experience ticket"). */
export const TicketScanSchema = z
  .object({
    code: z.string().meta({ description: 'The ticket code in its stored form' }),
    state: z.enum(TICKET_STATES),
    attendant_name: z.string().nullable(),
    attendant_email: z.string().nullable(),
    experience: z.object({
      name: z.string(),
      variant: z.string().meta({ description: "The order line's variant, '' for none" }),
      date: instant.nullable(),
      place: z.string().nullable(),
      past: z.boolean().meta({
        description:
          'Its date lies more than 12 hours back: the ticket is still accepted, the reader is told',
      }),
    }),
    seat: z.number().int().positive(),
    order_number: z.string().meta({ example: 'TD-000123' }),
    used_at: instant.nullable(),
    used_by: z.string().nullable().meta({ description: 'The display name of who marked it used' }),
    canceled_at: instant.nullable(),
    cancel_reason: z.string().nullable(),
  })
  .meta({ id: 'TicketScan' });
export type TicketScan = z.infer<typeof TicketScanSchema>;
