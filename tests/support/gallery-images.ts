import sharp from 'sharp';

/** Tiny real images made in memory, for the gallery's tests (no fixture files to keep). */
export function solidImage(
  format: 'png' | 'jpeg' | 'webp' | 'gif',
  options: { width?: number; height?: number; color?: string } = {},
): Promise<Buffer> {
  const { width = 4, height = 3, color = '#ff0000' } = options;
  return sharp({ create: { width, height, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer();
}

/** A PNG of two colours: the left `share` of its columns `first`, the rest `second`. */
export async function twoColourPng(first: string, second: string, share: number): Promise<Buffer> {
  const width = 10;
  const split = Math.round(width * share);
  const left = await sharp({
    create: { width: split, height: 10, channels: 3, background: first },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height: 10, channels: 3, background: second } })
    .composite([{ input: left, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

export const CLEAN_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Generator: an editor -->
<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20"><style><![CDATA[.a{fill:#00f}]]></style><rect class="a" width="40" height="20"/></svg>`;

export const SCRIPTED_SVG = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10" onload="alert(1)"><script>alert(document.cookie)</script><a xlink:href="javascript:alert(2)"><rect width="10" height="10" fill="red"/></a></svg>`;
