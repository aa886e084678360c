import { describe, expect, it } from 'vitest';
import { messages } from '../common/messages.ts';
import { parseVoucherCsv, VOUCHER_CODE_MAX_LENGTH } from './voucher-csv.ts';

describe('a voucher CSV', () => {
  it('takes the first column of each row, with or without a header, quotes or a byte-order mark', () => {
    expect(parseVoucherCsv('\uFEFFcode,note\r\n"AB-1",first\r\nAB_2 , second\r\n')).toEqual({
      codes: [
        { row: 2, code: 'AB-1' },
        { row: 3, code: 'AB_2' },
      ],
      rejected: [],
    });
    expect(parseVoucherCsv('AB-1\nAB-2').codes.map((c) => c.row)).toEqual([1, 2]);
  });

  it('rejects blank, too long, badly written and repeated rows, each with its row number', () => {
    const { codes, rejected } = parseVoucherCsv(
      ['AB-1', '', 'X'.repeat(VOUCHER_CODE_MAX_LENGTH + 1), 'AB 2', 'ÄB-3', 'AB-1', ',AB-4'].join('\n'),
    );
    expect(codes).toEqual([{ row: 1, code: 'AB-1' }]);
    expect(rejected).toEqual([
      { row: 2, reason: messages.voucherRowBlank },
      { row: 3, reason: messages.voucherRowTooLong(VOUCHER_CODE_MAX_LENGTH) },
      { row: 4, reason: messages.voucherRowBadCharacters },
      { row: 5, reason: messages.voucherRowBadCharacters },
      { row: 6, reason: messages.voucherRowDuplicateInFile(1) },
      { row: 7, reason: messages.voucherRowBlank },
    ]);
  });

  it('counts a code of exactly the longest length as fine, and an empty file as nothing', () => {
    expect(parseVoucherCsv('Y'.repeat(VOUCHER_CODE_MAX_LENGTH)).codes).toHaveLength(1);
    expect(parseVoucherCsv('')).toEqual({ codes: [], rejected: [] });
  });
});
