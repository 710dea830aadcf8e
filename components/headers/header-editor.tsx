'use client';

import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState } from 'react';

import { Toaster, useToast } from '@/components/ui/toaster';
import type { Header } from '@/lib/api/schemas/shop';
import { refreshAfterWrite } from '@/lib/client/refresh-after-write';
import {
  HEADER_PAGE_SIZE,
  HEADER_TOAST_MS,
  type HeaderColours,
} from '@/lib/domain/shop/header-rules';

import { HeaderColourView } from './header-colour-view';
import { HeaderCustomColour } from './header-custom-colour';
import { HeaderForm } from './header-form';
import { HeaderList } from './header-list';
import { headerApi } from './header-requests';
import { useLiveHeaderLook } from './use-live-header-look';

/** The editor's places (spec 01 §4): list ↔ form, list → background colour → custom colour. */
export type HeaderEditorView =
  | { name: 'list' }
  | { name: 'form'; header: Header | null }
  | { name: 'colour'; header: Header }
  | { name: 'custom'; header: Header };

export interface HeaderEditorProps {
  shopSlug: string;
  locale: string;
  /** The shop's color1 and color2 (a header without colours of its own shows them). */
  shopColours: readonly [string, string];
  /** Grows with each opening of the modal: the editor starts at the list, read afresh. */
  opening: number;
}

export const headersKey = (slug: string) => ['shop-headers', slug] as const;

/**
 * The header editor (spec 01 §2 "Header and banner editing", §4, §8): the shop's headers (10 at a
 * time), the header form for a new or an existing one, and the background colour (a palette of
 * pairs, or a custom pair) shown live on the page. Every save makes that header the one the shop
 * shows; the page is then refreshed from the server. Closing the modal returns to the list.
 */
export function HeaderEditor({ shopSlug, locale, shopColours, opening }: HeaderEditorProps) {
  const t = useTranslations('headerEditor');
  const router = useRouter();
  const queryClient = useQueryClient();
  const [view, setView] = useState<HeaderEditorView>({ name: 'list' });
  const [colours, setColours] = useState<HeaderColours | null>(null);
  const toaster = `${useId()}-toasts`;
  const status = useToast({ toaster, role: 'status', duration: HEADER_TOAST_MS });
  const alert = useToast({ toaster, role: 'alert', duration: HEADER_TOAST_MS });
  const root = useRef<HTMLDivElement>(null);
  const firstOpening = useRef(opening);
  const colourHeader = view.name === 'colour' || view.name === 'custom' ? view.header : null;
  const live = useLiveHeaderLook(colourHeader?.id ?? null, colours, shopColours);
  const { restore } = live;
  const clearAlert = alert.clear;

  const query = useInfiniteQuery({
    queryKey: headersKey(shopSlug),
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => {
      const answer = await headerApi.list(shopSlug, pageParam, HEADER_PAGE_SIZE);
      if (!answer.ok) throw new Error(answer.error.code);
      return answer.data;
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.results.length, 0);
      return loaded < last.matches_estimated && last.results.length > 0 ? loaded : undefined;
    },
    staleTime: Infinity,
  });
  const headers = useMemo(
    () => query.data?.pages.flatMap((page) => page.results) ?? [],
    [query.data],
  );
  const shownId = query.data?.pages[0]?.header_id ?? null;
  const total = query.data?.pages.at(-1)?.matches_estimated ?? 0;

  function go(next: HeaderEditorView) {
    if (next.name === 'list') {
      live.restore();
      setColours(null);
    }
    setView(next);
  }

  // Closing the modal returns to the list (and puts back colours not saved); each new opening
  // reads the list afresh.
  useEffect(() => {
    const dialog = root.current?.closest('dialog');
    if (!dialog) return;
    const reset = () => {
      restore();
      setColours(null);
      setView({ name: 'list' });
      clearAlert();
    };
    dialog.addEventListener('close', reset);
    return () => dialog.removeEventListener('close', reset);
  }, [restore, clearAlert]);
  useEffect(() => {
    if (opening !== firstOpening.current)
      void queryClient.resetQueries({ queryKey: headersKey(shopSlug) });
  }, [opening, queryClient, shopSlug]);

  // Each view change moves focus to the view's heading (the list: its 'New header' button), so
  // keyboard and screen-reader users follow.
  const firstView = useRef(true);
  useEffect(() => {
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    root.current?.querySelector<HTMLElement>('[data-view-focus]')?.focus();
  }, [view.name]);

  /** After a save or a delete: the message, the list and the page as the server has them now. */
  function changed(text: string) {
    status.show(text);
    alert.clear();
    void queryClient.resetQueries({ queryKey: headersKey(shopSlug) });
    refreshAfterWrite(router);
  }

  function saved(created: boolean, header?: Header) {
    if (header) live.keep(header.id, header);
    else live.restore();
    setColours(null);
    setView({ name: 'list' });
    changed(created ? t('created') : t('updated'));
  }

  const failed = (message: string | null | undefined) => alert.show(message || t('failed'));

  async function remove(header: Header) {
    const answer = await headerApi.remove(shopSlug, header.id);
    if (answer.ok) changed(t('deleted'));
    else failed(answer.error.message);
  }

  async function saveColours(header: Header, chosen: HeaderColours) {
    const answer = await headerApi.update(shopSlug, header.id, chosen);
    if (answer.ok) saved(false, answer.data);
    else failed(answer.error.message);
  }

  function openColours(header: Header) {
    setColours({ bg_color1: header.bg_color1, bg_color2: header.bg_color2 });
    setView({ name: 'colour', header });
  }

  /** What both colour views share: the header, the colours chosen so far and their save. */
  const colourViewProps = (header: Header) => ({
    header,
    colours: colours ?? header,
    shopColours,
    onChange: setColours,
    onSave: (chosen: HeaderColours) => saveColours(header, chosen),
  });

  return (
    <div ref={root} className="space-y-3">
      <Toaster id={toaster} />
      {view.name === 'list' ? (
        <HeaderList
          status={query.status}
          headers={headers}
          total={total}
          shownId={shownId}
          shopColours={shopColours}
          hasMore={query.hasNextPage}
          loadingMore={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
          onRetry={() => void queryClient.resetQueries({ queryKey: headersKey(shopSlug) })}
          onNew={() => go({ name: 'form', header: null })}
          onEdit={(header) => go({ name: 'form', header })}
          onColour={openColours}
          onDelete={remove}
        />
      ) : view.name === 'form' ? (
        <HeaderForm
          shopSlug={shopSlug}
          locale={locale}
          header={view.header}
          onSaved={saved}
          onFailed={failed}
          onBack={() => go({ name: 'list' })}
        />
      ) : view.name === 'colour' ? (
        <HeaderColourView
          {...colourViewProps(view.header)}
          onCustom={() => setView({ name: 'custom', header: view.header })}
          onBack={() => go({ name: 'list' })}
        />
      ) : (
        <HeaderCustomColour
          {...colourViewProps(view.header)}
          onBack={() => setView({ name: 'colour', header: view.header })}
        />
      )}
    </div>
  );
}
