'use client';

import type { ResaleEarning, ResaleEarnings } from '@/lib/api/schemas/resale-earnings';
import { RESALE_EARNINGS_MAX_IDS } from '@/lib/domain/catalogue/resale-info';

type Waiting = { id: string; resolve: (earning: ResaleEarning | null) => void };

// Kept for the page's life: every card of a list asks in the same tick, and the cards share one
// request per 36 items; a card that mounts again reuses its answer.
const known = new Map<string, Promise<ResaleEarning | null>>();
let waiting: Waiting[] = [];
let flushing = false;

async function ask(batch: Waiting[]): Promise<void> {
  // The API client only for the signed-in level-two visitor who asks: not in the first load.
  const [{ browserApiClient }, { authResult }] = await Promise.all([
    import('@/lib/api/client'),
    import('./requests/auth-result'),
  ]);
  const answer = await authResult<ResaleEarnings>(
    browserApiClient().api.me['resale-earnings'].$get({
      query: { ids: batch.map((w) => w.id).join(',') },
    }),
  );
  const byId = new Map(answer.ok ? answer.data.results.map((r) => [r.id, r]) : []);
  for (const { id, resolve } of batch) resolve(byId.get(id) ?? null);
}

function flush(): void {
  flushing = false;
  const all = waiting;
  waiting = [];
  for (let i = 0; i < all.length; i += RESALE_EARNINGS_MAX_IDS)
    void ask(all.slice(i, i + RESALE_EARNINGS_MAX_IDS));
}

/**
 * What the signed-in level-two visitor earns per resale of the item (`GET /api/me/resale-earnings`),
 * or null when it has no earning to show or the request failed (a failed load shows nothing).
 * Calls made in the same tick go out as one request.
 */
export function loadResaleEarning(id: string): Promise<ResaleEarning | null> {
  let promise = known.get(id);
  if (!promise) {
    promise = new Promise((resolve) => waiting.push({ id, resolve }));
    known.set(id, promise);
    if (!flushing) {
      flushing = true;
      queueMicrotask(flush);
    }
  }
  return promise;
}

/** Forget every answer (after sign-in or sign-out, and between tests). */
export function forgetResaleEarnings(): void {
  known.clear();
}
