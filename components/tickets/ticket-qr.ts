import 'server-only';

import QRCode from 'qrcode';

/**
 * The ticket's QR as an SVG data URL, drawn on the server: the page shows it with no script, and
 * it carries exactly the code the PDF's QR carries (lib/domain/tickets/ticket-code.ts).
 */
export async function ticketQrDataUrl(code: string): Promise<string> {
  const svg = await QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
