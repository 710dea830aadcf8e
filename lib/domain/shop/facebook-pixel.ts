/** A Meta pixel id is a number (15–16 digits today); anything else is not loaded. */
export function facebookPixelId(value: string | null): string | null {
  const id = value?.trim() ?? '';
  return /^\d{5,20}$/.test(id) ? id : null;
}
