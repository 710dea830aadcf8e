/**
 * Copies a text to the clipboard; without clipboard permission (or a secure context) selects it
 * in `input` and asks the browser to copy the selection. True when either worked.
 */
export async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard permission (or no secure context): the selected text can still be copied.
    input?.select();
    return document.execCommand?.('copy') ?? false;
  }
}
