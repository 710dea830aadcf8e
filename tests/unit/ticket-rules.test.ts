import { describe, expect, it } from 'vitest';

import { pdfSafeText, ticketFileName, ticketSeats } from '@/lib/domain/tickets/ticket-rules';

const paidAt = new Date('2027-03-01T18:00:00Z');
const line = (over: Partial<Parameters<typeof ticketSeats>[0][number]>) => ({
  productId: 'prd_1',
  variant: '',
  quantity: 1,
  type: 'experience',
  experienceDate: new Date('2027-04-01T02:00:00Z'),
  ...over,
});

describe('ticketSeats', () => {
  it('gives one seat per unit of each experience line, numbered within its line', () => {
    const { seats, ended } = ticketSeats(
      [
        line({ quantity: 2 }),
        line({ productId: 'prd_2', variant: 'VIP', quantity: 1 }),
        line({ productId: 'prd_mug', type: 'product', quantity: 3, experienceDate: null }),
      ],
      paidAt,
    );
    expect(seats).toEqual([
      { productId: 'prd_1', variant: '', seat: 1 },
      { productId: 'prd_1', variant: '', seat: 2 },
      { productId: 'prd_2', variant: 'VIP', seat: 1 },
    ]);
    expect(ended).toEqual([]);
  });

  it('gives none for an experience over when the order was paid, and names it', () => {
    const { seats, ended } = ticketSeats(
      [
        line({
          productId: 'prd_old',
          quantity: 2,
          experienceDate: new Date('2027-02-28T00:00:00Z'),
        }),
      ],
      paidAt,
    );
    expect(seats).toEqual([]);
    expect(ended).toEqual(['prd_old']);
  });

  it('issues for an experience with no date yet', () => {
    expect(ticketSeats([line({ experienceDate: null })], paidAt).seats).toHaveLength(1);
  });
});

describe('ticketFileName', () => {
  it('names one ticket by its place in the order, and all of them by the order, per language', () => {
    expect(ticketFileName('es', 'TD-000123', { position: 2 })).toBe('boleto-TD-000123-2.pdf');
    expect(ticketFileName('en', 'TD-000123', { position: 1 })).toBe('ticket-TD-000123-1.pdf');
    expect(ticketFileName('es', 'TD-000123', { all: 'zip' })).toBe('boletos-TD-000123.zip');
    expect(ticketFileName('en', 'TD-000123', { all: 'pdf' })).toBe('tickets-TD-000123.pdf');
  });

  it('keeps nothing that would need quoting in a header', () => {
    expect(ticketFileName('es', 'TD "1"/2', { all: 'pdf' })).toBe('boletos-TD12.pdf');
  });
});

describe('pdfSafeText', () => {
  it('keeps Spanish accents and punctuation', () => {
    expect(pdfSafeText('¿Dónde? ¡Año nuevo! Ñandú — “Pérez”')).toBe(
      '¿Dónde? ¡Año nuevo! Ñandú — “Pérez”',
    );
  });

  it('drops what the standard font cannot draw and strips accents it lacks', () => {
    expect(pdfSafeText('Lucía 🎉 Ωmega 中文 Erdős')).toBe('Lucía mega Erdos');
  });

  it('turns narrow and odd spaces into plain ones', () => {
    expect(pdfSafeText('7:00\u202fp.m.\u00a0hoy')).toBe('7:00 p.m.\u00a0hoy');
  });
});
