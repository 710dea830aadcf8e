'use client';

import { useTranslations } from 'next-intl';
import { lazy, useState } from 'react';

import { IslandMessages } from '@/components/i18n/island-messages';
import { EditorModalEntry } from '@/components/ui/editor-modal-entry';
import { PencilIcon } from '@/components/ui/line-icons';
import type { SocialLinks } from '@/lib/api/schemas/social-links';

const SocialLinksForm = lazy(() => import('./social-links-form'));

// The form's words, a chunk per locale that only shop admins download.
const MESSAGES = {
  socialLinksEditor: {
    es: () => import('@/messages/es/socialLinksEditor.json'),
    en: () => import('@/messages/en/socialLinksEditor.json'),
  },
};

export interface SocialLinksButtonProps {
  shopSlug: string;
  locale: string;
  links: SocialLinks;
}

function SocialLinksModal({ shopSlug, links }: Omit<SocialLinksButtonProps, 'locale'>) {
  const t = useTranslations('socialLinksEditor');
  // What this page saved last: newer than the cached HTML's values until the page is refreshed.
  const [saved, setSaved] = useState<SocialLinks | null>(null);
  return (
    <EditorModalEntry
      title={t('title')}
      closeLabel={t('close')}
      triggerLabel={t('entry')}
      loadingLabel={t('loading')}
      icon={<PencilIcon width={16} height={16} />}
    >
      {(opening) => (
        <SocialLinksForm
          key={opening}
          shopSlug={shopSlug}
          links={saved ?? links}
          onSaved={setSaved}
        />
      )}
    </EditorModalEntry>
  );
}

/**
 * 'Edit social networks' and its modal, with the form's words (the `socialLinksEditor` namespace)
 * loaded for the page's locale: a lazy chunk of its own, so visitors' pages pay nothing for it.
 * The form loads on the first opening and is filled afresh on each.
 */
export default function SocialLinksButton({ locale, ...props }: SocialLinksButtonProps) {
  return (
    <IslandMessages locale={locale} namespaces={MESSAGES}>
      <SocialLinksModal {...props} />
    </IslandMessages>
  );
}
