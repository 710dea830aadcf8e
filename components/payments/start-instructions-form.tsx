import { Button } from '@/components/ui/button';
import { startInstructionsAction } from '@/lib/domain/payments/instructions-action';

/**
 * Asks for the OXXO voucher or the SPEI account (issue 25): a plain form POST to
 * `{here}/instrucciones`, which has the API make them and comes back to this page showing them
 * (or the refusal, `code=3&error={code}`). No JavaScript needed.
 */
export function StartInstructionsForm({ here, label }: { here: string; label: string }) {
  return (
    <form method="post" action={startInstructionsAction(here)}>
      <Button type="submit" variant="platform">
        {label}
      </Button>
    </form>
  );
}
