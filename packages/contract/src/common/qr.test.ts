import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrModules, qrPath, qrQuietZone } from './qr.ts';

/** The matrix as the pixels a camera would see (4 px a module, with the quiet zone), read by a real decoder. */
function scan(modules: boolean[][]): string | undefined {
  const scale = 4;
  const side = (modules.length + 2 * qrQuietZone) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++)
      if (modules[Math.floor(y / scale) - qrQuietZone]?.[Math.floor(x / scale) - qrQuietZone])
        pixels.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
  return jsQR(pixels, side, side)?.data;
}

describe('one QR code for the browser and the API', () => {
  it('draws a symbol a scanner reads back as the payload (a voucher reference, an offer code)', () => {
    for (const payload of ['GLF-7K2M9QPX', 'SAVE20-7Q4K', 'HTL-00000001']) expect(scan(qrModules(payload))).toBe(payload);
  });

  it('is the smallest version at level M: a 12-character reference is version 1 (21 modules) with its three finder squares', () => {
    const modules = qrModules('GLF-7K2M9QPX');
    expect(modules).toHaveLength(21);
    const finder = (top: number, left: number) =>
      modules.slice(top, top + 7).map((row) =>
        row
          .slice(left, left + 7)
          .map(Number)
          .join(''),
      );
    const square = ['1111111', '1000001', '1011101', '1011101', '1011101', '1000001', '1111111'];
    expect([finder(0, 0), finder(0, 14), finder(14, 0)]).toEqual([square, square, square]);
    expect(qrModules('GLF-7K2M9QPX')).toEqual(modules);
  });

  it('as an SVG path: one unit square per dark module', () => {
    const modules = qrModules('GLF-7K2M9QPX');
    const squares = [...qrPath(modules).matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => [Number(m[2]), Number(m[1])]);
    expect(squares).toHaveLength(modules.flat().filter(Boolean).length);
    expect(squares.every(([row, col]) => modules[row!]![col!])).toBe(true);
  });
});
