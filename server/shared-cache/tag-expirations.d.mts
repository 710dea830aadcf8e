import type { z } from 'zod';

import type { TagRecord } from './shared-cache-store.mjs';

export const tagRecordSchema: z.ZodType<TagRecord>;
export function tagRecords(
  tags: string | string[],
  durations: { expire?: number } | undefined,
  now: number,
): [string, TagRecord][];
export function mergeTagRecord(
  manifest: Map<string, TagRecord>,
  tag: string,
  record: TagRecord,
): void;
export function isOutdated(
  manifest: Map<string, TagRecord>,
  tags: string[],
  lastModified: number,
  now?: number,
): boolean;
