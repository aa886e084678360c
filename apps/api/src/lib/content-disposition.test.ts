import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition.ts';

/** Reads filename* back as a browser does (RFC 8187), independently of the code under test. */
const extended = (header: string) => decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(header)![1]!);
const fallback = (header: string) => /filename="([^"]*)"/.exec(header)![1];

describe('attachmentDisposition', () => {
  it('keeps a Cyrillic name with guillemets in filename* and gives an ASCII fallback', () => {
    const header = attachmentDisposition('билет «big».pdf');
    expect(extended(header)).toBe('билет «big».pdf');
    expect(fallback(header)).toMatch(/^[\x20-\x7e]+\.pdf$/);
    expect(header).toMatch(/^[\x20-\x7e]+$/);
  });

  it('escapes quotes, backslashes and the characters RFC 8187 does not allow bare', () => {
    const header = attachmentDisposition(`a"b\\c (1)*'!.pdf`);
    expect(extended(header)).toBe(`a"b\\c (1)*'!.pdf`);
    expect(fallback(header)).toBe("a_b_c (1)*'!.pdf");
    expect(header.split("UTF-8''")[1]).not.toMatch(/['()*!"\\]/);
  });

  it('drops control characters and never answers an empty name', () => {
    expect(extended(attachmentDisposition('\u0000\r\n'))).toBe('download');
    expect(attachmentDisposition('ticket.pdf')).toBe(`attachment; filename="ticket.pdf"; filename*=UTF-8''ticket.pdf`);
  });
});
