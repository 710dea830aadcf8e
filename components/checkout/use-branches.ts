'use client';

import { useRef, useState } from 'react';

import type { CourierBranch } from '@/lib/api/schemas/courier-branches';
import { checkoutRequests } from '@/lib/client/requests/checkout';

export type BranchList =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'read'; results: CourierBranch[] };

/**
 * The branches of the state picked last: `load(code)` asks the API and an answer for a state
 * picked before it is dropped, so a slow reply never shows another state's branches.
 */
export function useBranches(initial: CourierBranch[] | null) {
  const [list, setList] = useState<BranchList>(
    initial ? { status: 'read', results: initial } : { status: 'idle' },
  );
  const latest = useRef('');

  async function load(provinceCode: string) {
    latest.current = provinceCode;
    if (!provinceCode) return setList({ status: 'idle' });
    setList({ status: 'loading' });
    const answer = await checkoutRequests.branches(provinceCode);
    if (latest.current !== provinceCode) return;
    setList(answer.ok ? { status: 'read', results: answer.data.results } : { status: 'failed' });
  }

  return { list, load };
}
