import { messages } from '../common/messages.ts';

/** A voucher code: letters, digits, hyphens and underscores, at most this long. */
export const VOUCHER_CODE_MAX_LENGTH = 64;
const VOUCHER_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
/** One upload's most rows: a pool is topped up in batches, and a file this size reads in one request. */
export const VOUCHER_FILE_MAX_ROWS = 20_000;
/** Stock at or under this many codes left is low (the console's alert). */
export const LOW_STOCK_THRESHOLD = 10;

export interface VoucherRowRejection {
  /** The row's line number in the file, from 1 (a header row counts). */
  row: number;
  reason: string;
}

/**
 * `vouchers_file`: one code a row, in the first column, an optional header row `code`. Each row is loaded or
 * rejected with its reason: blank, too long, bad characters, or the same code earlier in the file. Whether a code
 * is already in the pool is the server's to say. Runs in the browser for the preview and on the server for the load.
 */
export function parseVoucherCsv(text: string): { codes: { row: number; code: string }[]; rejected: VoucherRowRejection[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  // A file ending in a newline has no blank row after it.
  if (lines.at(-1) === '') lines.pop();
  const codes: { row: number; code: string }[] = [];
  const rejected: VoucherRowRejection[] = [];
  const firstRow = new Map<string, number>();
  lines.forEach((line, index) => {
    const row = index + 1;
    const code = firstColumn(line);
    if (row === 1 && code.toLowerCase() === 'code') return;
    if (code === '') return rejected.push({ row, reason: messages.voucherRowBlank });
    if (code.length > VOUCHER_CODE_MAX_LENGTH) return rejected.push({ row, reason: messages.voucherRowTooLong(VOUCHER_CODE_MAX_LENGTH) });
    if (!VOUCHER_CODE_PATTERN.test(code)) return rejected.push({ row, reason: messages.voucherRowBadCharacters });
    const earlier = firstRow.get(code);
    if (earlier !== undefined) return rejected.push({ row, reason: messages.voucherRowDuplicateInFile(earlier) });
    firstRow.set(code, row);
    codes.push({ row, code });
  });
  return { codes, rejected };
}

/** The first column of a CSV line, without surrounding quotes and spaces. */
function firstColumn(line: string): string {
  const trimmed = line.trim();
  if (trimmed.startsWith('"')) {
    const end = trimmed.indexOf('"', 1);
    return (end === -1 ? trimmed.slice(1) : trimmed.slice(1, end)).trim();
  }
  return (trimmed.split(',')[0] ?? '').trim();
}
