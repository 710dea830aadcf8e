'use client';

import { useTranslations } from 'next-intl';
import { lazy } from 'react';

import { IslandMessages } from '@/components/i18n/island-messages';
import { EditorModalEntry } from '@/components/ui/editor-modal-entry';

const BannerEditorPanel = lazy(() => import('./banner-editor-panel'));

// The editor's words, a chunk per locale that only shop admins download.
const MESSAGES = {
  bannerEditor: {
    es: () => import('@/messages/es/bannerEditor.json'),
    en: () => import('@/messages/en/bannerEditor.json'),
  },
};

export interface BannerEditorButtonProps {
  shopSlug: string;
  locale: string;
  /** Theme04 calls it 'Editar fondo'; the other themes 'Editar banners'. */
  background: boolean;
  columns: number;
  maxMb: number;
}

function BannerEditorModal({
  shopSlug,
  locale,
  background,
  columns,
  maxMb,
}: BannerEditorButtonProps) {
  const t = useTranslations('bannerEditor');
  return (
    <EditorModalEntry
      title={t('title')}
      closeLabel={t('close')}
      triggerLabel={background ? t('entryBackground') : t('entry')}
      loadingLabel={t('loading')}
      icon={
        <svg
          viewBox="0 0 24 24"
          width="16"
          height="16"
          aria-hidden="true"
          focusable="false"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="M3 16l5-5 4 4 3-3 6 6" />
        </svg>
      }
    >
      {(opening) => (
        <BannerEditorPanel
          shopSlug={shopSlug}
          locale={locale}
          opening={opening}
          columns={columns}
          maxMb={maxMb}
        />
      )}
    </EditorModalEntry>
  );
}

/**
 * The shop admin's banner editor button and its modal, with the editor's words (the
 * `bannerEditor` namespace) loaded for the page's locale: a lazy chunk of its own, so visitors'
 * pages pay nothing for it. The modal's body loads on the first opening.
 */
export default function BannerEditorButton(props: BannerEditorButtonProps) {
  return (
    <IslandMessages locale={props.locale} namespaces={MESSAGES}>
      <BannerEditorModal {...props} />
    </IslandMessages>
  );
}
