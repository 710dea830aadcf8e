import { describe, expect, it } from 'vitest';

import type { TicketScan } from '@/lib/api/schemas/ticket-scans';
import { afterUseLocation } from '@/lib/domain/ticket-scans/reader-paths';
import { mayMarkUsed, outcomeOfAnswer, scanTone } from '@/lib/domain/ticket-scans/scan-outcome';
import { isPastExperience, ticketState } from '@/lib/domain/ticket-scans/ticket-state';

const ticket = (state: TicketScan['state']): TicketScan => ({
  code: 'TK1-ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
  state,
  attendant_name: 'Ana',
  attendant_email: null,
  experience: { name: 'Recorrido', variant: '', date: null, place: null, past: false },
  seat: 1,
  order_number: 'TD-000001',
  used_at: state === 'used' ? '2026-11-29T10:00:00.000Z' : null,
  used_by: state === 'used' ? 'Quetzalli' : null,
  canceled_at: null,
  cancel_reason: null,
});

describe('ticket state', () => {
  it('is canceled over used over valid', () => {
    const at = new Date();
    expect(ticketState({ usedAt: null, canceledAt: null })).toBe('valid');
    expect(ticketState({ usedAt: at, canceledAt: null })).toBe('used');
    expect(ticketState({ usedAt: at, canceledAt: at })).toBe('canceled');
  });

  it('calls an experience past only 12 hours after its date, and never one without a date', () => {
    const now = new Date('2026-11-29T12:00:00Z');
    expect(isPastExperience(null, now)).toBe(false);
    expect(isPastExperience(new Date('2026-11-29T01:00:00Z'), now)).toBe(false);
    expect(isPastExperience(new Date('2026-11-28T23:59:00Z'), now)).toBe(true);
    expect(isPastExperience(new Date('2026-12-01T00:00:00Z'), now)).toBe(false);
  });
});

describe('scan outcome', () => {
  it('is green for a valid ticket, amber for a used one, red for a canceled one or none', () => {
    const of = (t: TicketScan) => ({ kind: 'ticket' as const, ticket: t, justUsed: false });
    expect(scanTone(of(ticket('valid')))).toBe('valid');
    expect(scanTone(of(ticket('used')))).toBe('used');
    expect(scanTone(of(ticket('canceled')))).toBe('refused');
    expect(scanTone({ kind: 'refused', code: 'ticket_not_found', message: 'x' })).toBe('refused');
    expect(mayMarkUsed(of(ticket('valid')))).toBe(true);
    expect(mayMarkUsed(of(ticket('used')))).toBe(false);
    expect(mayMarkUsed(null)).toBe(false);
  });

  it('keeps the ticket a 409 carries, so a second scan still says who and what', () => {
    const used = ticket('used');
    expect(
      outcomeOfAnswer(
        { ok: false, error: { code: 'ticket_already_used', message: 'Ya se usó', ticket: used } },
        'use',
      ),
    ).toEqual({ kind: 'ticket', ticket: used, justUsed: false, message: 'Ya se usó' });
    expect(outcomeOfAnswer({ ok: true, data: used }, 'use')).toEqual({
      kind: 'ticket',
      ticket: used,
      justUsed: true,
    });
    expect(
      outcomeOfAnswer(
        { ok: false, error: { code: 'ticket_not_found', message: 'Boleto no encontrado' } },
        'read',
      ),
    ).toEqual({ kind: 'refused', code: 'ticket_not_found', message: 'Boleto no encontrado' });
  });
});

describe('after "mark as used" without JavaScript', () => {
  const code = 'TK1-ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  it('goes back to the reader with the code and what came of it', () => {
    expect(afterUseLocation('/tienda/demo/admin/boletos', code, { status: 200, body: {} })).toBe(
      `/tienda/demo/admin/boletos?codigo=${code}&resultado=usado`,
    );
    expect(
      afterUseLocation('/apps/me/store/boletos?proveedor=sup_1', code, {
        status: 409,
        body: { code: 'ticket_already_used' },
      }),
    ).toBe(`/apps/me/store/boletos?proveedor=sup_1&codigo=${code}&resultado=ticket_already_used`);
    expect(afterUseLocation('/admin/boletos', code, null)).toBe(`/admin/boletos?codigo=${code}`);
    expect(
      afterUseLocation('/admin/boletos', code, { status: 500, body: { code: '<script>' } }),
    ).toBe(`/admin/boletos?codigo=${code}`);
  });
});
