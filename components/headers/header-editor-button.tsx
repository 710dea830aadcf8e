'use client';

import { useTranslations } from 'next-intl';
import { lazy } from 'react';

import { IslandMessages } from '@/components/i18n/island-messages';
import { EditorModalEntry } from '@/components/ui/editor-modal-entry';
import { PencilIcon } from '@/components/ui/line-icons';

const HeaderEditorPanel = lazy(() => import('./header-editor-panel'));

// The editor's words and the button texts its form offers: chunks per locale only admins download.
const MESSAGES = {
  headerEditor: {
    es: () => import('@/messages/es/headerEditor.json'),
    en: () => import('@/messages/en/headerEditor.json'),
  },
  headerButtons: {
    es: () => import('@/messages/es/headerButtons.json'),
    en: () => import('@/messages/en/headerButtons.json'),
  },
};

export interface HeaderEditorButtonProps {
  shopSlug: string;
  locale: string;
  shopColours: readonly [string, string];
}

function HeaderEditorModal({ shopSlug, locale, shopColours }: HeaderEditorButtonProps) {
  const t = useTranslations('headerEditor');
  return (
    <EditorModalEntry
      title={t('title')}
      closeLabel={t('close')}
      triggerLabel={t('entry')}
      loadingLabel={t('loading')}
      icon={<PencilIcon width={16} height={16} />}
    >
      {(opening) => (
        <HeaderEditorPanel
          shopSlug={shopSlug}
          locale={locale}
          shopColours={shopColours}
          opening={opening}
        />
      )}
    </EditorModalEntry>
  );
}

/**
 * The shop admin's 'Edit header' button and its modal, with the editor's words (`headerEditor`,
 * `headerButtons`) loaded for the page's locale: a lazy chunk of its own, so visitors' pages pay
 * nothing for it. The editor itself loads on the first opening.
 */
export default function HeaderEditorButton(props: HeaderEditorButtonProps) {
  return (
    <IslandMessages locale={props.locale} namespaces={MESSAGES}>
      <HeaderEditorModal {...props} />
    </IslandMessages>
  );
}
