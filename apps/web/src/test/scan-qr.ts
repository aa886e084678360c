import jsQR from 'jsqr';

/**
 * What a scanner reads from a QR code the app drew as SVG (`M{col} {row}h1v1h-1z` squares in module units): the
 * squares as pixels, 4 a module, with a quiet zone, decoded by jsQR. Undefined when it is not a readable code.
 */
export function scanSvgQr(svg: Element): string | undefined {
  const squares = [...(svg.querySelector('path')?.getAttribute('d') ?? '').matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(
    ([, col, row]) => [Number(col), Number(row)] as const,
  );
  const size = Math.max(...squares.flat()) + 1;
  const scale = 4;
  const quiet = 4;
  const side = (size + 2 * quiet) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [col, row] of squares)
    for (let y = 0; y < scale; y++)
      for (let x = 0; x < scale; x++) {
        const at = (((row + quiet) * scale + y) * side + (col + quiet) * scale + x) * 4;
        pixels.fill(0, at, at + 3);
      }
  return jsQR(pixels, side, side)?.data;
}
