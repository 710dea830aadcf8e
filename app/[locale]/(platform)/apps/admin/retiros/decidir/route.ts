import { decideCashoutByForm } from '@/lib/server/wallet/decide-cashout-by-form';

/** The staff cash-out page's pay and reject forms without JavaScript: a POST answered with a 303. */
export function POST(request: Request) {
  return decideCashoutByForm(request);
}
