import 'server-only';

import { fileTypeFromBuffer } from 'file-type';

import { isSvgText } from '@/lib/domain/gallery/gallery-svg-root';

/** SVG files may start with a long comment or DOCTYPE; look this far for the root element. */
const SVG_SNIFF_BYTES = 64 * 1024;

/**
 * What the bytes are, by their content alone: binary formats by their signature (file-type),
 * SVG by an `<svg` root element in XML text. Null when it is nothing recognisable.
 */
export async function sniffContentType(bytes: Uint8Array): Promise<string | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (found && found.mime !== 'application/xml') return found.mime;
  const head = new TextDecoder('utf-8').decode(bytes.subarray(0, SVG_SNIFF_BYTES));
  return isSvgText(head) ? 'image/svg+xml' : null;
}
