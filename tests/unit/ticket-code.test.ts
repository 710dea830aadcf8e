import {
  newTicketCode,
  normalTicketCode,
  TICKET_CODE_PREFIX,
} from '@/lib/domain/tickets/ticket-code';

describe('ticket codes', () => {
  it('are 160 random bits behind the prefix, never the same twice', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => newTicketCode()));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(code).toMatch(/^TK1-[A-Z2-7]{32}$/);
  });

  it('are read back from what a reader or a person gives, in any case, with spaces or dashes', () => {
    const code = newTicketCode();
    const body = code.slice(TICKET_CODE_PREFIX.length);
    expect(normalTicketCode(code)).toBe(code);
    expect(normalTicketCode(` ${code.toLowerCase()} `)).toBe(code);
    expect(normalTicketCode(body.match(/.{4}/g)!.join('-'))).toBe(code);
    expect(normalTicketCode(body.match(/.{4}/g)!.join(' '))).toBe(code);
  });

  it('refuse anything that cannot be a ticket', () => {
    expect(normalTicketCode('')).toBeNull();
    expect(normalTicketCode('TK1-ABC')).toBeNull();
    expect(normalTicketCode(`${TICKET_CODE_PREFIX}${'1'.repeat(32)}`)).toBeNull();
    expect(normalTicketCode('https://example.com/?x=1')).toBeNull();
  });
});
