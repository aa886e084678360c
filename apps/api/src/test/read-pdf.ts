import jsQR from 'jsqr';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

interface PdfImage {
  width: number;
  height: number;
  data: Uint8ClampedArray;
  /** pdf.js's ImageKind: 1 grey 1-bit, 2 RGB, 3 RGBA. */
  kind: number;
}

/** An image pdf.js decoded, as RGBA pixels for jsQR. */
function rgba(image: PdfImage): Uint8ClampedArray {
  const pixels = image.width * image.height;
  if (image.kind === 3) return image.data;
  const out = new Uint8ClampedArray(pixels * 4);
  if (image.kind === 2) {
    for (let i = 0; i < pixels; i++) out.set([image.data[i * 3]!, image.data[i * 3 + 1]!, image.data[i * 3 + 2]!, 255], i * 4);
    return out;
  }
  const rowBytes = Math.ceil(image.width / 8);
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++) {
      const value = (image.data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1 ? 255 : 0;
      out.set([value, value, value, 255], (y * image.width + x) * 4);
    }
  return out;
}

/**
 * A PDF as a reader finds it, through pdf.js (Mozilla's PDF reader): its metadata, its pages' text lines (the
 * runs on one baseline joined), the fonts it embeds (a font without its file would be substituted by the
 * reader), the colours it fills with, and what a QR scanner reads from each image it draws (jsQR on the decoded pixels).
 */
export async function readPdf(bytes: Uint8Array) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), fontExtraProperties: true, verbosity: 0 }).promise;
  try {
    const info = (await pdf.getMetadata()).info as { Title?: string; Subject?: string };
    const text: string[] = [];
    const fonts: { name: string; embedded: boolean }[] = [];
    const qrCodes: (string | null)[] = [];
    const fillColours = new Set<string>();
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const lines = new Map<number, string>();
      for (const item of content.items)
        if ('str' in item) {
          const baseline = Math.round(item.transform[5] as number);
          lines.set(baseline, (lines.get(baseline) ?? '') + item.str);
        }
      text.push(...[...lines.entries()].sort(([a], [b]) => b - a).map(([, line]) => line.trim()));

      const operators = await page.getOperatorList();
      for (const [index, op] of operators.fnArray.entries()) {
        const [id] = (operators.argsArray[index] ?? []) as [string];
        if (op === OPS.setFont) {
          const font = page.commonObjs.get(id) as { name: string; missingFile: boolean };
          if (!fonts.some((known) => known.name === font.name)) fonts.push({ name: font.name, embedded: !font.missingFile });
        }
        if (op === OPS.setFillRGBColor) fillColours.add(String(id).toLowerCase());
        if (op === OPS.paintImageXObject) {
          const image = page.objs.get(id) as PdfImage;
          qrCodes.push(jsQR(rgba(image), image.width, image.height)?.data ?? null);
        }
      }
    }
    return {
      pageCount: pdf.numPages,
      title: info.Title,
      subject: info.Subject,
      text,
      fonts,
      qrCodes,
      /** Every fill colour the pages paint with ('#861f41'): the brand's colours are among them. */
      fillColours: [...fillColours],
    };
  } finally {
    await pdf.destroy();
  }
}
