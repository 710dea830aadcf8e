import { useTranslations } from 'next-intl';

import { ModalDialog } from '@/components/ui/modal-dialog';
import type { ReturnInfo } from '@/lib/api/schemas/product';
import { returnsPolicyTerms } from '@/lib/domain/orders/returns-policy';

/**
 * The returns-policy modal (spec 01 §2/§3 return info; 72 h). Without `returnInfo` it states the
 * shop's general policy (theme04 footer); with it, the item's own terms (item page; `currency` is
 * the item's, for the restocking fee). Renders its own trigger button labelled `triggerLabel`.
 * A server component: the text is in the page HTML, the dialog island only opens it.
 */
export function ReturnsPolicyDialog({
  returnInfo,
  triggerLabel,
  className,
  currency,
}: {
  returnInfo?: ReturnInfo | null;
  triggerLabel: string;
  className?: string;
  currency?: string;
}) {
  const t = useTranslations('returns');
  const terms = returnsPolicyTerms(returnInfo, currency);
  return (
    <ModalDialog
      title={t('title')}
      closeLabel={t('close')}
      triggerLabel={triggerLabel}
      triggerClassName={
        className ??
        'underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-current'
      }
    >
      <ul className="list-disc space-y-2 ps-5 text-sm leading-relaxed">
        {terms.map((term) => (
          <li key={term.key}>{t(term.key, term.values)}</li>
        ))}
      </ul>
    </ModalDialog>
  );
}
