/** An experience whose date has passed counts as concluded (spec 01 §4). */
export function isConcluded(
  type: string,
  experienceDate: Date | null,
  now: Date = new Date(),
): boolean {
  return (
    type === 'experience' && experienceDate !== null && experienceDate.getTime() < now.getTime()
  );
}

/** Unpublished or hidden items are dimmed and not interactive (spec 01 §4). */
export function isDimmed(product: { list_state: string; hiden: boolean }): boolean {
  return product.list_state === 'unpublished' || product.hiden;
}
