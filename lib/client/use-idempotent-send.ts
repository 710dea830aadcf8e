'use client';

import { useState } from 'react';

import type { AuthResult } from './requests/auth-result';

/**
 * One `Idempotency-Key` per money request a form sends (a refund, a cash-out): a double click or a
 * retry after a lost answer (no answer, or the server failing) sends the same key, so the money
 * moves once; any answer the server gave (done, or refused) takes a new key for the next request.
 * `busy` while a request is out.
 */
export function useIdempotentSend() {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  async function send<T>(call: (key: string) => Promise<AuthResult<T>>): Promise<AuthResult<T>> {
    setBusy(true);
    const answer = await call(key);
    setBusy(false);
    if (answer.status > 0 && answer.status < 500) setKey(crypto.randomUUID());
    return answer;
  }
  return { busy, send };
}
