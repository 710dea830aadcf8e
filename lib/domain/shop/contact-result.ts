import type { ContactKind } from '@/lib/domain/vocabulary';

/** The longest contact message (zod-free, so the contact form island can read it). */
export const CONTACT_MESSAGE_MAX = 2000;

/** The outcome of a contact form posted without JavaScript, as the result page's query names it. */
export const CONTACT_RESULTS = ['sent', 'invalid', 'rate_limited', 'failed'] as const;
export type ContactResult = (typeof CONTACT_RESULTS)[number];

export function contactResultOf(httpStatus: number): ContactResult {
  if (httpStatus === 201) return 'sent';
  if (httpStatus === 422) return 'invalid';
  if (httpStatus === 429) return 'rate_limited';
  return 'failed';
}

export function parseContactResult(value: unknown): ContactResult {
  return CONTACT_RESULTS.find((result) => result === value) ?? 'failed';
}

/** The page the visitor came from: the technical query lives on `info`, the contact form on `contacto`. */
export function contactPageOf(kind: unknown): 'info' | 'contacto' {
  return kind === ('technical_query' satisfies ContactKind) ? 'info' : 'contacto';
}
