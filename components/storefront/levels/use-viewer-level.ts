'use client';

import { useEffect, useState } from 'react';

import { loadMe } from '@/lib/client/use-me';
import type { ViewerLevel } from '@/lib/domain/accounts/level-rules';

/**
 * The visitor's user level for a storefront island, or null while nobody is known: before the
 * page-wide visitor request (`loadMe`, the one `useMe` shares) answers and for anonymous
 * visitors. The first paint is thus the cached, anonymous view, and only a signed-in visitor
 * causes a second render: the dozens of card islands of a list cost anonymous visitors nothing.
 */
export function useViewerLevel(): ViewerLevel {
  const [level, setLevel] = useState<ViewerLevel>(null);
  useEffect(() => {
    let live = true;
    void loadMe().then((answer) => {
      if (live && answer.status === 'user') setLevel(answer.me.level);
    });
    return () => {
      live = false;
    };
  }, []);
  return level;
}
