'use client';

import type { ReactNode } from 'react';

import type { Audience } from '@/lib/domain/vocabulary';
import { audienceSees } from '@/lib/domain/accounts/audience';
import { audienceViewerOf } from '@/lib/domain/accounts/level-rules';

import { useViewerLevel } from './use-viewer-level';

/**
 * A server-rendered block (a shop header) targeted at an audience (spec 01 §3: all, anon, ul0,
 * ul1, ul2): shown to the visitors it targets. Until the visitor is known the anonymous view
 * shows, as in the cached HTML.
 */
export function ForAudience({ target, children }: { target: Audience; children: ReactNode }) {
  const level = useViewerLevel();
  return audienceSees(target, audienceViewerOf(level)) ? children : null;
}
