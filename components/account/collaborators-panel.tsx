'use client';

import { useId, useRef, useState } from 'react';

import type { Collaborator } from '@/lib/api/schemas/network';
import { COLLABORATORS_PAGE_SIZE } from '@/lib/domain/shop/network-menu';
import { networkRequests } from '@/lib/client/requests/network';

import { SIDE_MENU_ITEM } from './side-menu-styles';

export interface CollaboratorsPanelLabels {
  collaborators: string;
  collaboratorsEmpty: string;
  collaboratorsFailed: string;
  collaboratorsLoading: string;
  showMore: string;
}

type Status = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * 'My collaborators' in the user side menu (spec 01 §2, §4; spec 03 §4): an expandable list that
 * loads 5 stores on first open and 5 more on 'show more' while fewer are loaded than the API
 * estimates; at most 300 px high, scrolling beyond.
 */
export function CollaboratorsPanel({ labels }: { labels: CollaboratorsPanelLabels }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [items, setItems] = useState<Collaborator[]>([]);
  const [total, setTotal] = useState(0);
  const list = useRef<HTMLUListElement>(null);

  async function load(offset: number) {
    setStatus('loading');
    const answer = await networkRequests.collaborations(offset, COLLABORATORS_PAGE_SIZE);
    if (!answer.ok) {
      setStatus('failed');
      return;
    }
    const { results, matches_estimated } = answer.data;
    setItems((loaded) => [...loaded.slice(0, offset), ...results]);
    setTotal(matches_estimated);
    setStatus('ready');
    // 'Show more' goes away once everything is there: keep the keyboard on the first new store.
    if (offset > 0 && offset + results.length >= matches_estimated) {
      requestAnimationFrame(() => list.current?.querySelectorAll('a')[offset]?.focus());
    }
  }

  function toggle() {
    setOpen(!open);
    if (!open && status === 'idle') void load(0);
  }

  const more = status === 'ready' && items.length < total && items.length > 0;
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={toggle}
        className={`${SIDE_MENU_ITEM} justify-between`}
      >
        {labels.collaborators}
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
          className={open ? 'rotate-180 transition-transform' : 'transition-transform'}
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </button>
      <div id={`${id}-panel`} hidden={!open} className="max-h-[300px] overflow-y-auto pl-2">
        <ul ref={list} aria-label={labels.collaborators}>
          {items.map((item) => (
            <li key={item.id}>
              <a href={item.store_url} className={SIDE_MENU_ITEM}>
                {item.store_photo ? (
                  // eslint-disable-next-line @next/next/no-img-element -- store photos of any origin, often SVG
                  <img
                    src={item.store_photo}
                    alt=""
                    width={28}
                    height={28}
                    className="size-7 shrink-0 rounded-full bg-gray-100 object-cover"
                  />
                ) : (
                  <span aria-hidden="true" className="size-7 shrink-0 rounded-full bg-gray-200" />
                )}
                <span className="truncate">{item.store_name}</span>
              </a>
            </li>
          ))}
        </ul>
        <p role="status" className="px-3 text-sm text-gray-600 dark:text-gray-300">
          {status === 'loading' ? labels.collaboratorsLoading : null}
          {status === 'failed' ? labels.collaboratorsFailed : null}
          {status === 'ready' && items.length === 0 ? labels.collaboratorsEmpty : null}
        </p>
        {more ? (
          <button
            type="button"
            onClick={() => void load(items.length)}
            className={`${SIDE_MENU_ITEM} font-semibold underline`}
          >
            {labels.showMore}
          </button>
        ) : null}
      </div>
    </div>
  );
}
