import { useLocale, useTranslations } from 'next-intl';

import { SocialLinksEntry } from '@/components/social-links/social-links-entry';

import type { Shop } from '@/lib/api/schemas/shop';
import type { SocialLinks } from '@/lib/api/schemas/social-links';
import { SOCIAL_NETWORKS, socialLinks } from '@/lib/domain/shop/social-links';
import { shopPageUrl } from '@/lib/server/storefront/shop-seo';

import { BRAND_NAMES, BrandIcon } from './brand-icon';
import { ShareButton } from './share-button';

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
    <section
      data-social-bar
      aria-label={t('label', { name: shop.name })}
      className="mt-12 border-t border-gray-200 bg-gray-50 dark:border-gray-800 dark:bg-gray-900"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        {links.length > 0 ? (
          <ul className="flex flex-wrap gap-1">
            {links.map((link) => (
              <li key={link.network}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('profile', { name: shop.name, network: BRAND_NAMES[link.network] })}
                  className="social-link"
                >
                  <BrandIcon brand={link.network} />
                </a>
              </li>
            ))}
          </ul>
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
