import { describe, expect, it } from 'vitest';

import { ContactMessageInputSchema } from '@/lib/api/schemas/contact';
import { shopContactDetails } from '@/lib/domain/shop/contact-details';
import { CONTACT_RATE_LIMIT, contactRetryAfterSeconds } from '@/lib/domain/shop/contact-rate-limit';
import {
  contactPageOf,
  contactResultOf,
  parseContactResult,
} from '@/lib/domain/shop/contact-result';
import { facebookPixelId } from '@/lib/domain/shop/facebook-pixel';

describe('contact message input', () => {
  const valid = { name: ' Ana ', email: 'ana@example.mx', message: 'Hola', kind: 'contact' };

  it('accepts a name, an e-mail, an optional phone and a message of up to 2000 characters', () => {
    expect(ContactMessageInputSchema.parse({ ...valid, phone: '' })).toEqual({
      ...valid,
      name: 'Ana',
      phone: undefined,
    });
    expect(
      ContactMessageInputSchema.safeParse({ ...valid, message: 'x'.repeat(2000) }).success,
    ).toBe(true);
    expect(
      ContactMessageInputSchema.safeParse({ ...valid, message: 'x'.repeat(2001) }).success,
    ).toBe(false);
    expect(ContactMessageInputSchema.safeParse({ ...valid, email: 'ana' }).success).toBe(false);
    expect(ContactMessageInputSchema.safeParse({ ...valid, kind: 'spam' }).success).toBe(false);
    expect(ContactMessageInputSchema.safeParse({ ...valid, name: '  ' }).success).toBe(false);
  });
});

describe('contact rate limit', () => {
  const now = new Date('2025-05-01T12:00:00Z');
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

  it('lets a sender write 5 times an hour, then waits until the oldest message is an hour old', () => {
    expect(CONTACT_RATE_LIMIT.max).toBe(5);
    expect(contactRetryAfterSeconds([1, 2, 3, 4].map(minutesAgo), now)).toBe(0);
    expect(contactRetryAfterSeconds([50, 40, 30, 20, 10].map(minutesAgo), now)).toBe(600);
  });
});

describe('contact form results', () => {
  it('maps API answers to what the visitor is told and the page they came from', () => {
    expect([201, 422, 429, 404, 500].map(contactResultOf)).toEqual([
      'sent',
      'invalid',
      'rate_limited',
      'failed',
      'failed',
    ]);
    expect(parseContactResult('rate_limited')).toBe('rate_limited');
    expect(parseContactResult(['sent'])).toBe('failed');
    expect(contactPageOf('technical_query')).toBe('info');
    expect(contactPageOf('contact')).toBe('contacto');
  });
});

describe('contact details', () => {
  it('links e-mail, phone and WhatsApp with the country code', () => {
    expect(
      shopContactDetails({
        contact_email: 'hola@cafe.mx',
        contact_phone: '961 234 5678',
        contact_country_code: '52',
        whatsapp_country_code: '52',
        whatsapp_phone: '9611234567',
      }),
    ).toEqual({
      email: { text: 'hola@cafe.mx', href: 'mailto:hola@cafe.mx' },
      phone: { text: '+52 9612345678', href: 'tel:+529612345678' },
      whatsapp: { text: '+52 9611234567', href: 'https://wa.me/529611234567' },
    });
  });
});

describe('facebook pixel', () => {
  // Loading and the PageView: e2e/footer-info.spec.ts ("a shop's Meta pixel loads after the page").
  it('loads only numeric pixel ids', () => {
    expect(facebookPixelId(null)).toBeNull();
    expect(facebookPixelId("1');alert(1)//")).toBeNull();
    expect(facebookPixelId(' 123456789012345 ')).toBe('123456789012345');
  });
});
