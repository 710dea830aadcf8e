'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useRef } from 'react';

import { IslandMessages } from '@/components/i18n/island-messages';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/components/ui/class-names';
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
  /** `plus`: a round '+' beside the menu entry; `labelled`: '+ Agregar franquicias' (the page's header). */
  look: 'plus' | 'labelled';
}

const PLUS =
  'inline-flex size-8 items-center justify-center rounded-full text-lg leading-none font-semibold text-gray-800 ring-1 ring-gray-300 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-1 dark:text-gray-100 dark:ring-gray-600 dark:hover:bg-gray-800';

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
        className={
          look === 'plus'
            ? PLUS
            : cn(buttonVariants({ variant: 'tool-primary' }), 'gap-1.5 whitespace-nowrap')
        }
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
