import { useTranslations } from 'next-intl';

import { planPagePath, planPurchaseHref } from '@/lib/domain/landing/landing-pages';

import { CtaLink } from './cta-link';
import { STANDALONE_LINK } from './landing-styles';

/**
 * A plan card's buttons: 'Comprar ahora' to the package page that buys it (the plan's name is
 * read out too, as every card has one) and, when the plan has its own page, a link to it.
 */
export function PlanCardActions({ planId, name }: { planId: string; name: string }) {
  const t = useTranslations('landing');
  const page = planPagePath(planId);
  return (
    <>
      <CtaLink href={planPurchaseHref(planId)}>
        {t('cta.buyNow')}
        <span className="sr-only">{` — ${name}`}</span>
      </CtaLink>
      {page ? (
        <a href={page} className={`${STANDALONE_LINK} justify-center text-center text-sm`}>
          {t('common.planLink', { name })}
        </a>
      ) : null}
    </>
  );
}
