'use client';

import { lazy, useState } from 'react';

import { EditorModalEntry } from '@/components/ui/editor-modal-entry';
import { PencilIcon } from '@/components/ui/line-icons';
import type { SocialLinks } from '@/lib/api/schemas/social-links';
import { useMayOnShop } from '@/lib/client/use-may-on-shop';

import type { SocialLinksLabels } from './social-links-labels';

const SocialLinksForm = lazy(() => import('./social-links-form'));

/**
 * The social links bar's 'Edit social networks' (spec 01 §2, §6): shown only to the shop's admins,
 * after the page-wide visitor request (the bar's HTML is cached and anonymous). It opens the social
 * networks form, loaded on the first opening and filled afresh on each.
 */
export function SocialLinksEntry({ shopSlug, links, labels }: { shopSlug: string; links: SocialLinks; labels: SocialLinksLabels }) {
  const allowed = useMayOnShop(shopSlug, 'storefront.edit');
  // What this page saved last: newer than the cached HTML's values until the page is refreshed.
  const [saved, setSaved] = useState<SocialLinks | null>(null);
  if (!allowed) return null;
  return (
    <EditorModalEntry
      title={labels.title}
      closeLabel={labels.close}
      triggerLabel={labels.entry}
      loadingLabel={labels.loading}
      icon={<PencilIcon width={16} height={16} />}
    >
      {(opening) => <SocialLinksForm key={opening} shopSlug={shopSlug} links={saved ?? links} labels={labels} onSaved={setSaved} />}
    </EditorModalEntry>
  );
}
