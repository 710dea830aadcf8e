'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useRef } from 'react';

import { IslandMessages } from '@/components/i18n/island-messages';
import { type AddTriggerLook, addTriggerClass } from '@/components/ui/add-trigger-class';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { refreshAfterWrite } from '@/lib/client/refresh-after-write';

const FranchiseDialogPanel = lazy(() => import('./franchise-dialog-panel'));

// The dialog's words, a chunk per locale that only shop admins download.
const MESSAGES = {
  franchiseDialog: {
    es: () => import('@/messages/es/franchiseDialog.json'),
    en: () => import('@/messages/en/franchiseDialog.json'),
  },
};

export interface FranchiseDialogButtonProps {
  shopSlug: string;
  locale: string;
  look: AddTriggerLook;
}

/** The trigger and the dialog, with the words loaded (see the default export). */
export function FranchiseDialog({ shopSlug, look }: Omit<FranchiseDialogButtonProps, 'locale'>) {
  const t = useTranslations('franchiseDialog');
  const router = useRouter();
  const changed = useRef(false);

  function onOpenChange(open: boolean) {
    if (open || !changed.current) return;
    // The page shows what the dialog changed (its cached copy was expired by the API).
    changed.current = false;
    refreshAfterWrite(router);
  }

  const label = t('entry');
  return (
    <Dialog onOpenChange={onOpenChange}>
      <DialogTrigger
        className={addTriggerClass(look)}
        aria-label={look === 'plus' ? label : undefined}
        title={look === 'plus' ? label : undefined}
      >
        <span aria-hidden="true">+</span>
        {look === 'labelled' ? label : null}
      </DialogTrigger>
      <DialogContent
        title={t('title')}
        closeLabel={t('close')}
        className="max-w-xl"
        bodyClassName="max-h-[80dvh] overflow-y-auto px-5 py-4"
      >
        <Suspense fallback={<p role="status">{t('loading')}</p>}>
          <FranchiseDialogPanel
            shopSlug={shopSlug}
            onChanged={() => {
              changed.current = true;
            }}
            // A removal still in its undo window when the dialog closes is sent then: the page
            // is refreshed again once it has landed.
            onSentOnClose={(sent) => void sent.then(() => refreshAfterWrite(router))}
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}

/**
 * A shop admin's 'add franchises' button and its dialog (spec 03 §2 "Franchise dialogs"), with the
 * dialog's words (the `franchiseDialog` namespace) loaded for the page's locale in a chunk of
 * their own. The dialog's body (and its requests) loads on the first opening.
 */
export default function FranchiseDialogButton({ locale, ...props }: FranchiseDialogButtonProps) {
  return (
    <IslandMessages locale={locale} namespaces={MESSAGES}>
      <FranchiseDialog {...props} />
    </IslandMessages>
  );
}
