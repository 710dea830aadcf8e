'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';

import { IslandMessages } from '@/components/i18n/island-messages';
import { ModalDialog } from '@/components/ui/modal-dialog';

const MyCataloguesPanel = lazy(() => import('./my-catalogues-panel'));

// The modal's words, a chunk per locale that only shop admins download.
const MESSAGES = {
  myCatalogues: {
    es: () => import('@/messages/es/myCatalogues.json'),
    en: () => import('@/messages/en/myCatalogues.json'),
  },
};

const DIALOG_CLASS =
  'm-auto w-[calc(100%-1rem)] max-w-2xl rounded-xl bg-white p-0 text-gray-900 shadow-xl backdrop:bg-black/50 dark:bg-gray-900 dark:text-gray-100';

export interface MyCataloguesButtonProps {
  shopSlug: string;
  locale: string;
  triggerClassName: string;
}

function MyCataloguesModal({ shopSlug, triggerClassName }: MyCataloguesButtonProps) {
  const t = useTranslations('myCatalogues');
  const [opening, setOpening] = useState(0);
  return (
    <ModalDialog
      title={t('title')}
      closeLabel={t('close')}
      triggerLabel={t('entry')}
      triggerClassName={triggerClassName}
      dialogClassName={DIALOG_CLASS}
      onOpen={() => setOpening((n) => n + 1)}
    >
      {opening > 0 ? (
        <Suspense fallback={<p role="status">{t('loading')}</p>}>
          <MyCataloguesPanel shopSlug={shopSlug} opening={opening} />
        </Suspense>
      ) : null}
    </ModalDialog>
  );
}

/**
 * 'My catalogues' and its modal, with the modal's words (the `myCatalogues` namespace) loaded for
 * the page's locale: a lazy chunk of its own, so visitors' pages pay nothing for it. The modal's
 * body (and `@dnd-kit`) loads on the first opening.
 */
export default function MyCataloguesButton(props: MyCataloguesButtonProps) {
  return (
    <IslandMessages locale={props.locale} namespaces={MESSAGES}>
      <MyCataloguesModal {...props} />
    </IslandMessages>
  );
}
