/**
 * The text of an uploaded CSV file: UTF-8 when its bytes are valid UTF-8 (a byte-order mark
 * dropped), otherwise Windows-1252, the Latin-1 superset Excel writes on Spanish-language
 * Windows (`Café` saved as `Caf\xE9`). Pure; the browser's preview and the server read alike.
 */
export function decodeUploadText(bytes: Uint8Array): {
  text: string;
  encoding: 'utf-8' | 'windows-1252';
} {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return { text, encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}
