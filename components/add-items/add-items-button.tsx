'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useRef, useState } from 'react';

import { IslandMessages } from '@/components/i18n/island-messages';
import { type AddTriggerLook, addTriggerClass } from '@/components/ui/add-trigger-class';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { pageQueryClient } from '@/lib/client/cart/query-client';
import { refreshAfterWrite } from '@/lib/client/refresh-after-write';
import type { ProductType } from '@/lib/domain/vocabulary';
import {
  initialSource,
  type ItemSource,
  type PickedFilter,
} from '@/lib/domain/resale/add-items-modal';

const AddItemsPanel = lazy(() => import('./add-items-panel'));

// The modal's words, a chunk per locale that only shop admins download.
const MESSAGES = {
  addItems: {
    es: () => import('@/messages/es/addItems.json'),
    en: () => import('@/messages/en/addItems.json'),
  },
};

export interface AddItemsButtonProps {
  shopSlug: string;
  locale: string;
  type: ProductType;
  look: AddTriggerLook;
  /**
   * The shop is a franchise (store type `franchise`): the modal opens on 'my products' and
   * toggles to 'other suppliers' (spec 03 §2, §6).
   */
  franchise?: boolean;
}

/** The trigger and the modal, with the words loaded (see the default export). */
export function AddItemsModal({
  shopSlug,
  type,
  look,
  franchise = false,
}: Omit<AddItemsButtonProps, 'locale'>) {
  const t = useTranslations('addItems');
  const router = useRouter();
  const [supplier, setSupplier] = useState<PickedFilter | null>(null);
  const [source, setSource] = useState<ItemSource | null>(() => initialSource(franchise));
  const changed = useRef(false);

  function onOpenChange(open: boolean) {
    if (open || !changed.current) return;
    // The shop's lists show what the modal changed: the admin's list is read again, the page
    // (and the visitors' cached pages, expired by the API) refreshed.
    changed.current = false;
    void pageQueryClient().invalidateQueries({ queryKey: ['placement', shopSlug] });
    refreshAfterWrite(router);
  }

  const label = t(`entry.${type}`);
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
        title={t(`title.${type}`)}
        closeLabel={t('close')}
        className="max-w-3xl"
        bodyClassName="max-h-[80dvh] overflow-y-auto px-5 py-4"
        // Escape first closes an open filter dropdown or the suggestions, not the modal.
        onEscapeKeyDown={(event) => {
          if (document.querySelector('[data-picker-open], [role="combobox"][aria-expanded="true"]'))
            event.preventDefault();
        }}
      >
        <Suspense fallback={<p role="status">{t('loading')}</p>}>
          <AddItemsPanel
            shopSlug={shopSlug}
            type={type}
            supplier={supplier}
            onSupplier={setSupplier}
            source={source}
            onSource={setSource}
            onChanged={() => {
              changed.current = true;
            }}
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}

/**
 * A shop admin's 'add {type}' button and its modal (spec 03 §2), with the modal's words (the
 * `addItems` namespace) loaded for the page's locale: a lazy chunk of its own, so visitors' pages
 * pay nothing for it. The modal's body (and its requests) loads on the first opening.
 */
export default function AddItemsButton({ locale, ...props }: AddItemsButtonProps) {
  return (
    <IslandMessages locale={locale} namespaces={MESSAGES}>
      <AddItemsModal {...props} />
    </IslandMessages>
  );
}
