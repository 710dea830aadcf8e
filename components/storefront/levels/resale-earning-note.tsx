'use client';

import { lazy, Suspense, useEffect, useState } from 'react';

import type { ResaleEarning } from '@/lib/api/schemas/resale-earnings';
import { loadResaleEarning } from '@/lib/client/resale-earnings';
import { useResaleInfoOn } from '@/lib/client/resale-info-choice';
import { seesResaleInfo } from '@/lib/domain/catalogue/resale-info';

import { useViewerLevel } from './use-viewer-level';

// The text and its words: a lazy chunk only level-two visitors download.
const ResaleEarningText = lazy(() => import('./resale-earning-text'));

/**
 * What a level-two visitor earns per resale of the card's item (spec 03 §6, §9: the contribution
 * margin × their plan's commission rate), asked from the API once the visitor is known, while
 * they keep the resale-info switch on (its cookie, read here: the page is cached). Anonymous
 * visitors and every other level get nothing, and neither does the cached HTML: not the amount,
 * not the words.
 */
export function ResaleEarningNote({ id, locale }: { id: string; locale: string }) {
  const level = useViewerLevel();
  const [earning, setEarning] = useState<ResaleEarning | null>(null);
  const shown = useResaleInfoOn();
  const sees = seesResaleInfo(level) && shown;
  useEffect(() => {
    if (!sees) return;
    let live = true;
    void loadResaleEarning(id).then((answer) => {
      if (live) setEarning(answer);
    });
    return () => {
      live = false;
    };
  }, [sees, id]);
  if (!sees || !earning) return null;
  return (
    <Suspense fallback={null}>
      <ResaleEarningText earning={earning} locale={locale} />
    </Suspense>
  );
}
