import { z } from 'zod';

import { CONTACT_KINDS } from '@/lib/domain/vocabulary';
import { CONTACT_MESSAGE_MAX } from '@/lib/domain/shop/contact-result';

import { pagingQuery, resultsPage } from './common';

/** What a visitor sends to a shop; the same rules check the form in the browser. */
export const ContactMessageInputSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    email: z.email().max(254),
    phone: z
      .string()
      .trim()
      .max(30)
      .regex(/^[+\d\s().-]*$/)
      .optional()
      .transform((value) => value || undefined),
    message: z.string().trim().min(1).max(CONTACT_MESSAGE_MAX),
    kind: z.enum(CONTACT_KINDS),
  })
  .meta({ id: 'ContactMessageInput' });
export type ContactMessageInput = z.input<typeof ContactMessageInputSchema>;
export type ContactMessage = z.output<typeof ContactMessageInputSchema>;

export const ContactMessageReceiptSchema = z
  .object({ id: z.string(), status: z.literal('received') })
  .meta({ id: 'ContactMessageReceipt' });

/** A message as the shop's admins read it. */
export const ReceivedContactMessageSchema = z
  .object({
    id: z.string(),
    kind: z.enum(CONTACT_KINDS),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    message: z.string(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'ReceivedContactMessage' });

export const ContactMessagesQuerySchema = z.object(pagingQuery(10, 50));

export const ContactMessagesPageSchema = resultsPage(ReceivedContactMessageSchema).meta({
  id: 'ContactMessagesPage',
});
export type ContactMessagesPage = z.infer<typeof ContactMessagesPageSchema>;
