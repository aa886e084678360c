/**
 * A booking's voucher as a one-page PDF (A5) with a QR code of its reference: what the cardholder shows at the
 * golf club, the airport desk or the hotel. pdf-lib and qrcode are pure JavaScript (no native build, no fonts
 * to install): the PDF uses the standard Helvetica, so its text is Windows-1252; anything else is replaced.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';

export interface VoucherContent {
  /** The programme the voucher comes from (the client's name for it). */
  programme: string;
  /** The booking's reference: printed large and the whole of the QR code's payload. */
  reference: string;
  /** The kind, from the registry ("Golf", "Luxury staycation"). */
  kindLabel: string;
  /** What was booked ("DLF Golf & Country Club", the hotel's name). */
  title: string;
  /** When, in India time, as the portal writes it ("10 Jun 2027, 7:00 AM"). */
  when: string;
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

// Helvetica's encoding (WinAnsi) covers Latin-1 and a few more; other characters would make pdf-lib throw.
const printable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

const A5: [number, number] = [419.53, 595.28];
const MARGIN = 36;
const QR_SIZE = 150;

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

export async function renderVoucher(voucher: VoucherContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  // Metadata: a mail client or file manager shows the title; the reference is searchable without opening it.
  pdf.setTitle(printable(`${voucher.programme} voucher ${voucher.reference}`));
  pdf.setSubject(printable(voucher.reference));
  pdf.setProducer('Card Benefits Portal');
  pdf.setCreator('Card Benefits Portal');
  const page: PDFPage = pdf.addPage(A5);
  const [width, height] = A5;
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.1);
  const grey = rgb(0.35, 0.35, 0.35);
  const textWidth = width - 2 * MARGIN;
  let y = height - MARGIN;

  const line = (text: string, font: PDFFont, size: number, color = ink) => {
    for (const part of wrap(text, font, size, textWidth)) {
      y -= size * 1.3;
      page.drawText(part, { x: MARGIN, y, size, font, color });
    }
  };

  line(voucher.programme, bold, 16);
  line(`${voucher.kindLabel} voucher`, regular, 12, grey);
  y -= 10;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: width - MARGIN, y }, thickness: 1, color: grey });
  y -= 8;
  line(voucher.title, bold, 14);
  line(voucher.when, regular, 12);
  line(`Status: ${voucher.status}`, regular, 12);
  y -= 8;

  const png = await QRCode.toBuffer(voucherQrPayload(voucher), { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 8 });
  const qr = await pdf.embedPng(png);
  y -= QR_SIZE;
  page.drawImage(qr, { x: (width - QR_SIZE) / 2, y, width: QR_SIZE, height: QR_SIZE });
  y -= 4;
  const reference = printable(voucher.reference);
  y -= 18;
  page.drawText(reference, { x: (width - bold.widthOfTextAtSize(reference, 18)) / 2, y, size: 18, font: bold, color: ink });
  y -= 10;

  for (const detail of voucher.details) line(`${detail.label}: ${detail.value}`, regular, 11);
  y -= 8;
  line(`Show this voucher (on your phone or printed) with the card you booked with. Helpline: ${voucher.helpline}`, regular, 9, grey);

  return pdf.save();
}
