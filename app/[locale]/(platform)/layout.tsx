import type { ReactNode } from 'react';

import { ScriptPolicyMeta } from '@/components/security/script-policy-meta';
import { paymentScriptProviders } from '@/lib/server/payments/payment-script-providers';

/** Platform pages: scripts from this site and, on payment pages, the payment providers only. */
export default function PlatformLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <ScriptPolicyMeta providers={paymentScriptProviders()} />
      {children}
    </>
  );
}
