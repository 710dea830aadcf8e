/**
 * Joins class names, skipping the empty ones. No merging of conflicting utilities (no
 * tailwind-merge): the kit's classes are chosen so that what a caller appends does not conflict.
 */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
