/**
 * Store slugs for new stores (spec 01 §5, spec 02 §7/§8): a name becomes a slug candidate,
 * a slug is valid when the shop slug rule accepts it and it is no reserved sub-domain, and a
 * taken slug gets name-based suggestions. Pure: the service decides which candidates are free.
 */
import { SLUG_MAX_LENGTH, isValidSlug } from './slug-rule';
import { RESERVED_SUBDOMAINS } from '../paths/tenancy';

export const DEFAULT_SUGGESTIONS = 5;
export const MAX_SUGGESTIONS = 20;

export type StoreSlugProblem = 'invalid_slug' | 'reserved_slug';

/** 'Café Ñandú  Oaxaca!' → 'cafe-nandu-oaxaca': accents stripped, lower-case, [a-z0-9_-] only. */
export function slugFromName(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  const dashed = ascii
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '');
  return fitSlug(dashed);
}

/** Cuts a slug to the DNS-label limit without leaving a dangling separator. */
function fitSlug(slug: string, room = SLUG_MAX_LENGTH): string {
  return slug.slice(0, room).replace(/[-_]+$/, '');
}

export function isReservedSlug(slug: string): boolean {
  return RESERVED_SUBDOMAINS.has(slug.toLowerCase());
}

/** Why a slug cannot name a new store, or null when it can (reserved ones are "taken"). */
export function storeSlugProblem(slug: string): StoreSlugProblem | null {
  if (!isValidSlug(slug)) return 'invalid_slug';
  return isReservedSlug(slug) ? 'reserved_slug' : null;
}

// Name-based variants first (as a person would pick them), then numbered ones.
const PREFIXES = ['mi-', 'tienda-'] as const;
const SUFFIXES = ['-mx', '-tienda', '-shop', '-oficial', '-store'] as const;
const NUMBERED = 40;

/**
 * Suggestion candidates for a taken slug, best first: distinct, valid, never reserved and never
 * the slug itself. The caller drops the ones already taken and keeps the first `n`.
 */
export function storeSlugCandidates(input: { slug: string; name: string }): string[] {
  const slug = input.slug.trim().toLowerCase();
  const bases = [...new Set([slugFromName(input.name), slugFromName(slug)])].filter(Boolean);
  const out = new Set<string>();
  const add = (candidate: string) => {
    if (candidate !== slug && storeSlugProblem(candidate) === null) out.add(candidate);
  };
  for (const base of bases) add(base);
  for (const base of bases) {
    for (const prefix of PREFIXES) {
      if (!base.startsWith(prefix)) add(prefix + fitSlug(base, SLUG_MAX_LENGTH - prefix.length));
    }
    for (const suffix of SUFFIXES) {
      if (!base.endsWith(suffix)) add(fitSlug(base, SLUG_MAX_LENGTH - suffix.length) + suffix);
    }
  }
  const primary = bases[0] ?? 'tienda';
  for (let i = 1; i <= NUMBERED; i++) {
    const suffix = `-${i}`;
    add(fitSlug(primary, SLUG_MAX_LENGTH - suffix.length) + suffix);
  }
  return [...out];
}

/** The first `n` candidates that `isTaken` does not claim. */
export function pickSuggestions(
  candidates: readonly string[],
  isTaken: (slug: string) => boolean,
  n: number,
): string[] {
  return candidates.filter((candidate) => !isTaken(candidate)).slice(0, Math.max(0, n));
}
