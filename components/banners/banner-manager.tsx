'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Check } from '@/components/ui/check';
import { FieldHint } from '@/components/ui/field';
import { Toaster, useToast } from '@/components/ui/toaster';
import type { BannerPage } from '@/lib/api/schemas/banners';
import type { Slide } from '@/lib/api/schemas/shop';
import {
  BANNER_COLUMNS,
  BANNER_IMAGE_SIZES,
  BANNER_MAX,
  BANNER_TOAST_MS,
  type BannerColumns,
} from '@/lib/domain/shop/banner-rules';

import { BannerForm } from './banner-form';
import { pixels } from './banner-image-field';
import { BannerList } from './banner-list';
import { bannerApi } from './banner-requests';

export const bannersKey = (slug: string) => ['banners', slug] as const;

type View = { name: 'list' } | { name: 'form'; banner?: Slide; index: number };

export interface BannerManagerProps {
  shopSlug: string;
  locale: string;
  /** Grows with each opening of the modal: the list is read afresh. */
  opening: number;
  /** The carousel's mode as the page knows it (`store_theme_info.columns`). */
  columns: number;
  /** The shared upload limit in MB (banners' images). */
  maxMb: number;
}

/**
 * The banner editor (spec 01 §2 "Header and banner editing", §4, §8): the list of the shop's
 * banners with edit and delete, and the banner form, toggled by add or edit; closing the modal
 * returns to the list. The carousel's 1- or 2-column mode is chosen here too. After each save or
 * delete the list changes at once and the page behind is read again, so the carousel shows it.
 * Its words are the `bannerEditor` namespace of the island's provider.
 */
export function BannerManager({
  shopSlug,
  locale,
  opening,
  columns: pageColumns,
  maxMb,
}: BannerManagerProps) {
  const t = useTranslations('bannerEditor');
  const router = useRouter();
  const queryClient = useQueryClient();
  const key = bannersKey(shopSlug);
  const [view, setView] = useState<View>({ name: 'list' });
  const [columns, setColumns] = useState<number>(pageColumns);
  const toaster = `${useId()}-toasts`;
  const status = useToast({ toaster, role: 'status', duration: BANNER_TOAST_MS });
  const alert = useToast({ toaster, role: 'alert', duration: BANNER_TOAST_MS });
  const root = useRef<HTMLDivElement>(null);
  const firstOpening = useRef(opening);
  const modeName = useId();
  const clearAlert = alert.clear;

  const query = useQuery({
    queryKey: key,
    queryFn: async () => {
      const answer = await bannerApi.list(shopSlug);
      if (!answer.ok) throw new Error(answer.error.code);
      return answer.data;
    },
    staleTime: Infinity,
  });
  const banners = query.data?.results ?? [];
  const full = (query.data?.matches_estimated ?? 0) >= BANNER_MAX;

  // Closing the modal returns to the list; each new opening reads the list afresh.
  useEffect(() => {
    const dialog = root.current?.closest('dialog');
    if (!dialog) return;
    const reset = () => {
      setView({ name: 'list' });
      clearAlert();
    };
    dialog.addEventListener('close', reset);
    return () => dialog.removeEventListener('close', reset);
  }, [clearAlert]);
  useEffect(() => {
    if (opening !== firstOpening.current)
      void queryClient.resetQueries({ queryKey: bannersKey(shopSlug) });
  }, [opening, queryClient, shopSlug]);

  // Each view change moves focus to its heading, so keyboard and screen-reader users follow.
  useEffect(() => {
    if (opening === firstOpening.current && view.name === 'list') return;
    root.current?.querySelector<HTMLElement>('[data-view-heading]')?.focus();
  }, [view, opening]);

  /** The list as it is now, changed in place; the page behind is read again. */
  function changed(change: (banners: Slide[]) => Slide[], text: string) {
    queryClient.setQueryData<BannerPage>(key, (page) => {
      if (!page) return page;
      const results = change(page.results);
      return {
        results,
        matches_estimated: page.matches_estimated + results.length - page.results.length,
      };
    });
    status.show(text);
    alert.clear();
    router.refresh();
  }

  function onSaved(banner: Slide, created: boolean) {
    setView({ name: 'list' });
    if (created) changed((list) => [...list, banner], t('created'));
    else changed((list) => list.map((b) => (b.id === banner.id ? banner : b)), t('updated'));
  }

  async function onDelete(banner: Slide) {
    const answer = await bannerApi.remove(shopSlug, banner.id);
    if (answer.ok) {
      changed((list) => list.filter((b) => b.id !== banner.id), t('deleted'));
      root.current?.querySelector<HTMLElement>('[data-view-heading]')?.focus();
    } else {
      alert.show(t('failed'));
    }
  }

  async function chooseColumns(next: BannerColumns) {
    const before = columns;
    setColumns(next);
    const answer = await bannerApi.setColumns(shopSlug, next);
    if (answer.ok) {
      status.show(t('columnsSaved'));
      router.refresh();
    } else {
      setColumns(before);
      alert.show(t('failed'));
    }
  }

  return (
    <div ref={root} className="space-y-4">
      <Toaster id={toaster} />
      {view.name === 'form' ? (
        <BannerForm
          key={view.banner?.id ?? 'new'}
          shopSlug={shopSlug}
          locale={locale}
          banner={view.banner}
          index={view.index}
          columns={columns}
          maxMb={maxMb}
          onSaved={onSaved}
          onCancel={() => setView({ name: 'list' })}
        />
      ) : (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3
              data-view-heading
              tabIndex={-1}
              className="text-sm text-gray-700 focus:outline-none dark:text-gray-300"
            >
              {query.isSuccess
                ? t(banners.length === 1 ? 'countOne' : 'countOther', {
                    count: banners.length,
                    max: BANNER_MAX,
                  })
                : t('title')}
            </h3>
            <Button
              variant="tool-primary"
              disabled={!query.isSuccess || full}
              onClick={() => setView({ name: 'form', index: banners.length + 1 })}
            >
              {t('add')}
            </Button>
          </div>
          {full ? (
            <p className="text-sm text-gray-700 dark:text-gray-300">
              {t('limitReached', { max: BANNER_MAX })}
            </p>
          ) : null}

          <fieldset className="rounded-lg p-3 ring-1 ring-gray-200 dark:ring-gray-700">
            <legend className="px-1 text-sm font-medium">{t('columns')}</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {BANNER_COLUMNS.map((option) => (
                <Check
                  key={option}
                  type="radio"
                  inline
                  label={option === 1 ? t('columnsOne') : t('columnsTwo')}
                  name={modeName}
                  value={option}
                  checked={columns === option}
                  onChange={() => void chooseColumns(option)}
                />
              ))}
            </div>
            <FieldHint>{t('twoColumnsHint', pixels(BANNER_IMAGE_SIZES.twoColumns))}</FieldHint>
          </fieldset>

          {query.isPending ? (
            <p role="status" className="text-sm">
              {t('loading')}
            </p>
          ) : query.isError ? (
            <div role="alert" className="space-y-2 text-sm">
              <p>{t('loadFailed')}</p>
              <Button variant="tool-current" onClick={() => void query.refetch()}>
                {t('retry')}
              </Button>
            </div>
          ) : banners.length === 0 ? (
            <p className="text-sm text-gray-700 dark:text-gray-300">{t('empty')}</p>
          ) : (
            <BannerList
              banners={banners}
              onEdit={(banner, index) => setView({ name: 'form', banner, index })}
              onDelete={onDelete}
            />
          )}
        </div>
      )}
    </div>
  );
}
