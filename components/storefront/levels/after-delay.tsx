'use client';

import { type ReactNode, useEffect, useState } from 'react';

import { ANONYMOUS_GATE_MS, type ViewerLevel } from '@/lib/domain/accounts/level-rules';
import type { UserLevel } from '@/lib/domain/vocabulary';

import { useViewerLevel } from './use-viewer-level';

/**
 * Anonymous-gated content (spec 01 §4, §9: "appears after 3 s for non-anonymous users"): renders
 * its children only for a signed-in visitor, and only once `delayMs` have passed since the page
 * showed it. `levels` narrows it to some levels (a list: server components cannot pass functions). Anonymous visitors (and the server HTML) get
 * nothing, so the cached page is unchanged for them.
 */
export function AfterDelay({
  children,
  levels,
  delayMs = ANONYMOUS_GATE_MS,
}: {
  children: ReactNode;
  levels?: readonly UserLevel[];
  delayMs?: number;
}) {
  const level: ViewerLevel = useViewerLevel();
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setElapsed(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  if (!elapsed || level === null || (levels && !levels.includes(level))) return null;
  return children;
}
