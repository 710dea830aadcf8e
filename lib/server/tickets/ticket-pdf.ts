import 'server-only';

import {
  PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  rgb,
  StandardFonts,
} from 'pdf-lib';
import QRCode from 'qrcode';

import { pdfSafeText } from '@/lib/domain/tickets/ticket-rules';
import { type Locale, PLATFORM_TIME_ZONE } from '@/lib/i18n/locales';

import { serverTranslator } from '../messages';

/** What one ticket page shows. */
export interface TicketPage {
  code: string;
  seat: number;
  productName: string;
  variant: string | null;
  experienceDate: Date | null;
  experiencePlace: string | null;
  attendantName: string | null;
  canceled: boolean;
  used: boolean;
}

/** The shop that sold it: its name, colours (store theme color1/color2) and logo bytes if any. */
export interface TicketBrand {
  name: string;
  color1: string;
  color2: string;
  /** PNG or JPEG bytes of the shop's logo; anything else is left out. */
  logo: Uint8Array | null;
}

// A6 in points: one ticket fits a phone screen and prints four to a letter page.
const PAGE: [number, number] = [297.64, 419.53];
const MARGIN = 18;
const QR_SIZE = 150;

function colorOf(hex: string, fallback = rgb(0.11, 0.31, 0.85)) {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return fallback;
  const n = Number.parseInt(match[1]!, 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

async function embedLogo(doc: PDFDocument, bytes: Uint8Array | null): Promise<PDFImage | null> {
  if (!bytes || bytes.length < 4) return null;
  try {
    if (bytes[0] === 0x89 && bytes[1] === 0x50) return await doc.embedPng(bytes);
    if (bytes[0] === 0xff && bytes[1] === 0xd8) return await doc.embedJpg(bytes);
  } catch {
    // A logo the library cannot read is left out: the ticket matters more than the logo.
  }
  return null;
}

/** Draws text shrunk to fit the width, never wider than the page. */
function line(
  page: PDFPage,
  text: string,
  at: { y: number; font: PDFFont; size: number; color?: ReturnType<typeof rgb>; center?: boolean },
) {
  const safe = pdfSafeText(text);
  const width = PAGE[0] - 2 * MARGIN;
  let size = at.size;
  while (size > 6 && at.font.widthOfTextAtSize(safe, size) > width) size -= 0.5;
  let shown = safe;
  while (shown.length > 1 && at.font.widthOfTextAtSize(shown, size) > width) {
    shown = `${shown.slice(0, -2)}…`;
  }
  const x = at.center ? (PAGE[0] - at.font.widthOfTextAtSize(shown, size)) / 2 : MARGIN;
  page.drawText(shown, { x, y: at.y, size, font: at.font, color: at.color ?? rgb(0.1, 0.1, 0.1) });
}

/**
 * The tickets as one PDF, a page (A6) each: the shop's name, logo and colours, the experience's
 * name, date and time (the platform's time zone) and place, the attendant, the seat and the order
 * number, the QR with its code written under it. Words in the reader's language; text the
 * standard font cannot draw (an emoji in a name) is left out rather than breaking the file.
 */
export async function renderTicketsPdf(
  pages: readonly TicketPage[],
  brand: TicketBrand,
  orderNumber: string,
  locale: Locale,
): Promise<Uint8Array> {
  const t = serverTranslator(locale);
  const doc = await PDFDocument.create();
  doc.setTitle(pdfSafeText(`${t('tickets.pdf.title')} ${orderNumber} · ${brand.name}`));
  doc.setCreator('Tienda');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const logo = await embedLogo(doc, brand.logo);
  const primary = colorOf(brand.color1);
  const secondary = colorOf(brand.color2, rgb(0.49, 0.23, 0.93));
  const when = new Intl.DateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: PLATFORM_TIME_ZONE,
  });
  const white = rgb(1, 1, 1);
  const grey = rgb(0.35, 0.35, 0.35);

  for (const ticket of pages) {
    const page = doc.addPage(PAGE);
    const [width, height] = PAGE;
    // The shop's band: color1 with a color2 stripe under it.
    page.drawRectangle({ x: 0, y: height - 56, width, height: 56, color: primary });
    page.drawRectangle({ x: 0, y: height - 62, width, height: 6, color: secondary });
    let textX = MARGIN;
    if (logo) {
      const scaled = logo.scaleToFit(40, 40);
      page.drawImage(logo, {
        x: MARGIN,
        y: height - 48,
        width: scaled.width,
        height: scaled.height,
      });
      textX = MARGIN + scaled.width + 8;
    }
    page.drawText(pdfSafeText(brand.name).slice(0, 40), {
      x: textX,
      y: height - 34,
      size: 14,
      font: bold,
      color: white,
    });

    let y = height - 84;
    line(page, ticket.productName + (ticket.variant ? ` (${ticket.variant})` : ''), {
      y,
      font: bold,
      size: 13,
    });
    y -= 16;
    if (ticket.experienceDate) {
      line(page, when.format(ticket.experienceDate), { y, font: regular, size: 10 });
      y -= 14;
    }
    if (ticket.experiencePlace) {
      line(page, ticket.experiencePlace, { y, font: regular, size: 10, color: grey });
      y -= 14;
    }
    y -= 4;
    line(
      page,
      `${t('tickets.pdf.attendant')}: ${ticket.attendantName || t('tickets.pdf.unnamed')}`,
      { y, font: regular, size: 10 },
    );
    y -= 14;
    line(
      page,
      `${t('tickets.pdf.seat', { seat: ticket.seat })} · ${t('tickets.pdf.order', { number: orderNumber })}`,
      { y, font: regular, size: 10 },
    );

    const qr = await doc.embedPng(
      await QRCode.toBuffer(ticket.code, {
        type: 'png',
        errorCorrectionLevel: 'M',
        margin: 1,
        width: 300,
      }),
    );
    const qrY = 44;
    page.drawImage(qr, { x: (width - QR_SIZE) / 2, y: qrY, width: QR_SIZE, height: QR_SIZE });
    line(page, ticket.code, { y: qrY - 14, font: regular, size: 8, center: true });
    if (ticket.canceled || ticket.used) {
      line(page, t(ticket.canceled ? 'tickets.pdf.canceled' : 'tickets.pdf.used'), {
        y: qrY + QR_SIZE + 8,
        font: bold,
        size: 12,
        color: rgb(0.75, 0.1, 0.1),
        center: true,
      });
    }
  }
  return doc.save();
}
