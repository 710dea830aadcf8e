import { useLocale, useTranslations } from 'next-intl';

import { SocialLinksEntry } from '@/components/social-links/social-links-entry';

import type { Shop } from '@/lib/api/schemas/shop';
import type { SocialLinks } from '@/lib/api/schemas/social-links';
import { SOCIAL_NETWORKS, socialLinks } from '@/lib/domain/shop/social-links';
import { shopPageUrl } from '@/lib/server/storefront/shop-seo';

import { ShareButton } from './share-button';
import { SocialLinkList } from './social-link-list';

/**
 * The social links bar (spec 01 §2, theme04): the shop's networks that are set, as links named
 * "<shop> en <network>" (twitch.tv, discord an invite URL; spec 01 §5), and a share button. The
 * shop's admins also get the social networks form (an island; proxy shops keep their own
 * networks, so they have it too).
 */
export function SocialBar({ shop }: { shop: Shop; base: string }) {
  const t = useTranslations('social');
  const locale = useLocale();
  const links = socialLinks(shop);
  return (
    <section data-social-bar aria-label={t('label', { name: shop.name })} className="social-bar">
      <div className="social-bar-row">
        {links.length > 0 ? (
          <SocialLinkList
            links={links.map(({ network, url }) => ({ network, url }))}
            profile={t('profile', { name: shop.name, network: '{network}' })}
          />
        ) : (
          <span />
        )}
        <div className="flex flex-wrap items-center gap-2 text-gray-800 dark:text-gray-100">
          <SocialLinksEntry
            shopSlug={shop.slug}
            links={
              Object.fromEntries(
                SOCIAL_NETWORKS.map((network) => [network, shop[network]]),
              ) as SocialLinks
            }
            locale={locale}
          />
          <ShareButton
            url={shopPageUrl(shop)}
            title={shop.name}
            labels={{
              share: t('share'),
              shareTitle: t('shareTitle', { name: shop.name }),
              shareUrl: t('shareUrl'),
              copy: t('copy'),
              copied: t('copied'),
            }}
          />
        </div>
      </div>
    </section>
  );
}
