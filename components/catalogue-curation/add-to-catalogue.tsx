'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';

import { CatalogueFormDialog } from '@/components/catalogues/catalogue-form-dialog';
import { myCataloguesKey, useCatalogueList } from '@/components/catalogues/use-catalogue-list';
import { LoadMore } from '@/components/ui/load-more';
import { placementApi } from '@/components/listings/placement-requests';
import { Button, buttonVariants } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Notice } from '@/components/ui/notice';
import type { Catalogue } from '@/lib/api/schemas/catalogue';
import type { ProductSummary } from '@/lib/api/schemas/product';
import { invalidProductReason } from '@/lib/domain/catalogue/listing-rules';
import type { StoreType } from '@/lib/domain/vocabulary';

const TOOL = buttonVariants({ variant: 'tool' });
const TOOL_PRIMARY = buttonVariants({ variant: 'tool-primary' });

export interface AddToCatalogueProps {
  shopSlug: string;
  /** The shop's type: how a refused add is worded (spec 03 §6, §8). */
  storeType: StoreType;
  product: Pick<ProductSummary, 'id' | 'type'>;
  /** The name as the card shows it (in the page's language). */
  name: string;
  /** The catalogue the page shows, left out of the choices (the product is in it). */
  currentCatalogue?: string;
  /** The result once the dialog has closed, for the page's toasts. */
  onDone: (text: string) => void;
}

/**
 * A product's 'Add to catalogue' (spec 03 §2 "Catalogue product list", §6): a modal listing the
 * shop's catalogues, each a button that adds the product to it, and 'Create catalogue', a modal
 * with the name (the server's 'Invalid name' shows on the field) that creates a catalogue and adds
 * the product to it. The list is read on the first opening and shared by every card of the page.
 */
export function AddToCatalogue(props: AddToCatalogueProps) {
  const t = useTranslations('catalogueCuration');
  const [opened, setOpened] = useState(false);
  return (
    <ModalDialog
      title={t('chooseTitle')}
      closeLabel={t('close')}
      triggerLabel={t('addToCatalogue')}
      triggerAriaLabel={t('addToCatalogueLabel', { name: props.name })}
      triggerClassName={TOOL}
      onOpen={() => setOpened(true)}
    >
      {opened ? <CatalogueChoices {...props} /> : null}
    </ModalDialog>
  );
}

function CatalogueChoices({
  shopSlug,
  storeType,
  product,
  name,
  currentCatalogue,
  onDone,
}: AddToCatalogueProps) {
  const t = useTranslations('catalogueCuration');
  const tp = useTranslations('placement');
  const queryClient = useQueryClient();
  const { query, items } = useCatalogueList(shopSlug);
  const [adding, setAdding] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const choices = items.filter((catalogue) => catalogue.id !== currentCatalogue);

  async function addTo(catalogue: Pick<Catalogue, 'id' | 'name'>, created: boolean) {
    setAdding(catalogue.id);
    setFailure(null);
    const answer = await placementApi.add(shopSlug, product.id, catalogue.id);
    setAdding(null);
    void queryClient.invalidateQueries({ queryKey: myCataloguesKey(shopSlug) });
    if (!answer.ok) {
      setFailure(
        answer.error.code === 'invalid_product'
          ? tp(`addInvalid.${invalidProductReason(storeType)}.${product.type}`)
          : t('addFailed'),
      );
      return;
    }
    box.current?.closest('dialog')?.close();
    onDone(
      created
        ? t('createdWith', { catalogue: catalogue.name, name })
        : answer.data.created
          ? t('added')
          : t('alreadyIn', { name, catalogue: catalogue.name }),
    );
  }

  return (
    <div ref={box} className="space-y-4" aria-busy={adding !== null || undefined}>
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('chooseIntro', { name })}</p>
      {query.isPending ? (
        <p role="status" className="text-sm">
          {t('loading')}
        </p>
      ) : query.isError ? (
        <Notice role="alert" as="div" className="flex flex-wrap items-center gap-2">
          <span>{t('loadFailed')}</span>
          <Button variant="tool-current" className="px-3 py-1" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </Notice>
      ) : choices.length === 0 ? (
        <p className="text-sm">{t('none')}</p>
      ) : (
        <ul className="divide-y divide-gray-200 dark:divide-gray-700">
          {choices.map((catalogue) => (
            <li key={catalogue.id} className="flex items-center justify-between gap-3 py-2">
              <span className="min-w-0">
                <span className="block truncate font-medium">{catalogue.name}</span>
                <span className="text-xs text-gray-600 dark:text-gray-400">
                  {t('productCount', { count: catalogue.num_products })}
                </span>
              </span>
              <Button
                variant="tool"
                className="shrink-0 px-3 py-1 text-sm"
                disabled={adding !== null}
                aria-label={t('addTo', { catalogue: catalogue.name })}
                onClick={() => void addTo(catalogue, false)}
              >
                {t('add')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <LoadMore
          label={t('loadMore')}
          loading={query.isFetchingNextPage}
          onLoad={() => {
            if (!query.isFetchingNextPage) void query.fetchNextPage();
          }}
        />
      ) : null}
      <Notice role="alert" message={failure} />
      <CatalogueFormDialog
        shopSlug={shopSlug}
        createLabel={t('createCatalogue')}
        triggerClassName={`${TOOL_PRIMARY} px-4 py-1.5 text-sm`}
        onSaved={(catalogue) => void addTo(catalogue, true)}
      />
    </div>
  );
}
