import { crc32, deflateSync } from 'node:zlib';

const chunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
};

/**
 * A QR module matrix as a greyscale PNG, `scale` pixels a module and a quiet zone of `margin` modules: the PDF
 * embeds it as an image (pdfkit takes PNG or JPEG). The matrix itself comes from the one QR library
 * (`@portal/contract/common/qr`); this is only its pixels in the PNG container (signature, IHDR, IDAT, IEND).
 */
export function qrPng(modules: boolean[][], { scale, margin }: { scale: number; margin: number }): Buffer {
  const side = (modules.length + 2 * margin) * scale;
  const rows = Buffer.alloc(side * (side + 1), 0xff);
  for (let y = 0; y < side; y++) {
    rows[y * (side + 1)] = 0; // filter type None
    const row = modules[Math.floor(y / scale) - margin];
    for (let x = 0; x < side; x++) if (row?.[Math.floor(x / scale) - margin]) rows[y * (side + 1) + 1 + x] = 0;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
