/**
 * A booking's voucher as a one-page branded PDF (A5): the programme's mark and colours, the brand typeface, the
 * status in words and a QR code of its reference: what the cardholder shows at the golf club, the airport desk
 * or the hotel. pdfkit (maintained; decision 029) embeds the typeface as a subset, so the file carries its font.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { qrModules, qrQuietZone } from '@portal/contract/common/qr';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { qrPng } from './qr-png.ts';

export interface VoucherBrand {
  /** The client configuration's colours (`theme`: the same tokens the web app applies as CSS variables). */
  primary: string;
  primaryContrast: string;
  accent: string;
}

export interface VoucherContent {
  /** The programme the voucher comes from (the client's name for it). */
  programme: string;
  brand: VoucherBrand;
  /** The booking's reference: printed large and the whole of the QR code's payload. */
  reference: string;
  /** The kind, from the registry ("Golf", "Luxury staycation"). */
  kindLabel: string;
  /** What was booked ("DLF Golf & Country Club", the hotel's name). */
  title: string;
  /** When, in India time, as the portal writes it ("10 Jun 2027, 7:00 AM"). */
  when: string;
  /** The status in words, as every other surface writes it (one status-label function, in the caller). */
  status: string;
  /** Label and value lines: the provider's confirmation details, the voucher code, the city. */
  details: { label: string; value: string }[];
  helpline: string;
}

/**
 * What the QR code says: the reference alone, so the desk's scanner types exactly what a person would read out
 * over the phone, and nothing personal is printed in machine-readable form.
 */
export const voucherQrPayload = (voucher: Pick<VoucherContent, 'reference'>) => voucher.reference;

/**
 * The web app's typeface (theme.ts: Plus Jakarta Sans), as static instances: a PDF embeds one weight per font
 * (the web's single variable file would embed its default, lightest instance). Latin subset, like the web's.
 */
const require = createRequire(import.meta.url);
const typefaceFile = (weight: 400 | 700) =>
  readFileSync(require.resolve(`@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-${weight}-normal.woff`));
const typeface = { regular: typefaceFile(400), bold: typefaceFile(700) };
const glyphs = fontkit.create(typeface.regular) as fontkit.Font;

/** A character the typeface cannot draw (another script, an emoji) becomes '?', rather than an empty box. */
const printable = (text: string) =>
  Array.from(text.replace(/\s+/g, ' '), (char) => (glyphs.hasGlyphForCodePoint(char.codePointAt(0)!) ? char : '?')).join('');

const INK = '#1c1917';
const MUTED = '#57534e';
const MARGIN = 36;
const BAND = 78;
const QR_SIZE = 150;
const QR_SCALE = 8;

export async function renderVoucher(voucher: VoucherContent): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A5',
    margin: MARGIN,
    // Metadata: a mail client or file manager shows the title; the reference is searchable without opening it.
    info: {
      Title: printable(`${voucher.programme} voucher ${voucher.reference}`),
      Subject: printable(voucher.reference),
      Producer: 'Card Benefits Portal',
      Creator: 'Card Benefits Portal',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  doc.registerFont('Brand', typeface.regular);
  doc.registerFont('Brand-Bold', typeface.bold);
  const { brand } = voucher;
  const width = doc.page.width;
  const textWidth = width - 2 * MARGIN;

  // The band: the programme's mark (its initial on a rounded square, as the logo's emblem) and its name.
  doc.rect(0, 0, width, BAND).fill(brand.primary);
  const mark = 40;
  doc.roundedRect(MARGIN, (BAND - mark) / 2, mark, mark, 10).fill(brand.primaryContrast);
  const initial = printable(voucher.programme.trim().charAt(0).toUpperCase() || '?');
  doc.font('Brand-Bold').fontSize(24).fillColor(brand.primary);
  doc.text(initial, MARGIN, (BAND - mark) / 2 + 6, { width: mark, align: 'center', lineBreak: false });
  doc.fillColor(brand.primaryContrast).fontSize(18);
  doc.text(printable(voucher.programme), MARGIN + mark + 12, BAND / 2 - 20, { width: textWidth - mark - 12, lineBreak: false });
  doc
    .font('Brand')
    .fontSize(11)
    .text(printable(`${voucher.kindLabel} voucher`), MARGIN + mark + 12, BAND / 2 + 4, {
      width: textWidth - mark - 12,
      lineBreak: false,
    });

  // What, when, and the status in words on a pill in the accent colour.
  doc
    .font('Brand-Bold')
    .fontSize(16)
    .fillColor(INK)
    .text(printable(voucher.title), MARGIN, BAND + 22, { width: textWidth });
  doc.font('Brand').fontSize(12).fillColor(INK).text(printable(voucher.when), { width: textWidth });
  doc.moveDown(0.6);
  const status = printable(`Status: ${voucher.status}`);
  doc.font('Brand-Bold').fontSize(11);
  const pill = { x: MARGIN, y: doc.y, width: doc.widthOfString(status) + 20, height: 22 };
  doc.roundedRect(pill.x, pill.y, pill.width, pill.height, 11).fill(brand.accent);
  doc.fillColor('#ffffff').text(status, pill.x + 10, pill.y + 5, { lineBreak: false });

  // The QR code of the reference, and the reference printed large in the brand colour.
  const qrTop = pill.y + pill.height + 18;
  doc.image(qrPng(qrModules(voucherQrPayload(voucher)), { scale: QR_SCALE, margin: qrQuietZone }), (width - QR_SIZE) / 2, qrTop, {
    width: QR_SIZE,
    height: QR_SIZE,
  });
  doc
    .font('Brand-Bold')
    .fontSize(18)
    .fillColor(brand.primary)
    .text(printable(voucher.reference), MARGIN, qrTop + QR_SIZE + 6, { width: textWidth, align: 'center' });

  doc.moveDown(0.8);
  doc.font('Brand').fontSize(11).fillColor(INK);
  for (const detail of voucher.details) doc.text(printable(`${detail.label}: ${detail.value}`), MARGIN, doc.y, { width: textWidth });
  doc.moveDown(0.8);
  const ruleY = doc.y;
  doc
    .moveTo(MARGIN, ruleY)
    .lineTo(width - MARGIN, ruleY)
    .lineWidth(1)
    .stroke(brand.accent);
  doc
    .font('Brand')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      printable(`Show this voucher (on your phone or printed) with the card you booked with. Helpline: ${voucher.helpline}`),
      MARGIN,
      ruleY + 8,
      {
        width: textWidth,
      },
    );

  doc.end();
  await finished;
  return new Uint8Array(Buffer.concat(chunks));
}
