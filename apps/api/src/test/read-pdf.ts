import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';

const inflated = (stream: PDFRawStream) =>
  stream.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode') ? inflateSync(stream.contents) : Buffer.from(stream.contents);

/**
 * A PDF as a reader finds it: its metadata, the strings its pages draw (pdf-lib writes Helvetica text as hex,
 * `<...> Tj`), and what a QR scanner reads from each embedded RGB image (jsQR on its pixels).
 */
export async function readPdf(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  const streams = pdf.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFRawStream => object instanceof PDFRawStream);
  const text = streams
    .filter((s) => !s.dict.get(PDFName.of('Subtype')))
    .flatMap((s) =>
      [
        ...inflated(s)
          .toString('latin1')
          .matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g),
      ].map((m) => Buffer.from(m[1]!, 'hex').toString('latin1')),
    );
  const qrCodes = streams
    .filter(
      (s) => s.dict.get(PDFName.of('Subtype')) === PDFName.of('Image') && s.dict.get(PDFName.of('ColorSpace')) === PDFName.of('DeviceRGB'),
    )
    .map((image) => {
      const width = (image.dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
      const height = (image.dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
      const rgb = inflated(image);
      if (rgb.length !== width * height * 3) throw new Error(`image of ${rgb.length} bytes is not ${width}x${height} RGB`);
      const rgba = new Uint8ClampedArray(width * height * 4);
      for (let i = 0; i < width * height; i++) rgba.set([rgb[i * 3]!, rgb[i * 3 + 1]!, rgb[i * 3 + 2]!, 255], i * 4);
      return jsQR(rgba, width, height)?.data ?? null;
    });
  return { pageCount: pdf.getPageCount(), title: pdf.getTitle(), subject: pdf.getSubject(), text, qrCodes };
}
