import qrcode from 'qrcode-generator';

/**
 * A QR code as its module matrix (true = dark), drawn by the browser (an offer's code, a voucher) and by the API
 * (the voucher PDF) from the same library with the same settings, so both draw the same symbol for a payload.
 * Level M (15% recovery) survives a scuffed print or a cracked phone screen; the version is the smallest that fits.
 * Not exported from the contract's index: only the pages that draw a code load it (`@portal/contract/common/qr`).
 */
export function qrModules(payload: string): boolean[][] {
  const qr = qrcode(0, 'M');
  qr.addData(payload);
  qr.make();
  const size = qr.getModuleCount();
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => qr.isDark(row, col)));
}

/** The dark modules as one SVG path in module units (`M{col} {row}h1v1h-1z` each): an `<svg>` or a PDF draws it. */
export function qrPath(modules: boolean[][]): string {
  const parts: string[] = [];
  modules.forEach((cells, row) => cells.forEach((dark, col) => dark && parts.push(`M${col} ${row}h1v1h-1z`)));
  return parts.join('');
}

/** The quiet zone a scanner needs around the symbol, in modules (the standard asks for 4; 2 holds on a screen). */
export const qrQuietZone = 4;
