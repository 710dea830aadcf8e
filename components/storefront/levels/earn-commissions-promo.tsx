import { useTranslations } from 'next-intl';

import type { Shop } from '@/lib/api/schemas/shop';
import { USER_LEVELS } from '@/lib/domain/vocabulary';
import { seesEarnCommissionsPromo } from '@/lib/domain/accounts/level-rules';

import { LazyEarnCommissionsLink } from '../theme/lazy-islands';

import { AfterDelay } from './after-delay';

const PROMO_LEVELS = USER_LEVELS.filter(seesEarnCommissionsPromo);

/**
 * The 'earn commissions' promo for level-one users (spec 02 §2, §6), as anonymous-gated content:
 * it appears 3 s after the page for a signed-in level-one visitor, never in the cached HTML (the
 * link is a chunk of its own: other visitors never fetch it).
 */
export function EarnCommissionsPromo({ shop, base }: { shop: Pick<Shop, 'slug'>; base: string }) {
  const t = useTranslations('levels');
  return (
    <AfterDelay levels={PROMO_LEVELS}>
      <LazyEarnCommissionsLink base={base} shopSlug={shop.slug} label={t('earnCommissions')} />
    </AfterDelay>
  );
}
