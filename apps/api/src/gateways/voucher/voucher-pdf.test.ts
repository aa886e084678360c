import { describe, expect, it } from 'vitest';
import { readPdf } from '../../test/read-pdf.ts';
import { renderVoucher, voucherQrPayload, type VoucherContent } from './voucher-pdf.ts';

const voucher: VoucherContent = {
  programme: 'Reserve Privileges',
  brand: { primary: '#861f41', primaryContrast: '#ffffff', accent: '#1b4f72' },
  reference: 'GLF-7K2M9QPX',
  kindLabel: 'Golf',
  title: 'DLF Golf & Country Club',
  when: '10 Jun 2027, 7:00 AM',
  status: 'Confirmed',
  details: [
    { label: 'Tee time', value: '7:10 am' },
    { label: 'City', value: 'Gurgaon' },
  ],
  helpline: '1800 123 4567',
};

describe('voucher PDF', () => {
  it('is a one-page PDF whose page says the reference, what, when and the status, with the reference in its metadata', async () => {
    const bytes = await renderVoucher(voucher);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const pdf = await readPdf(bytes);
    expect(pdf.pageCount).toBe(1);
    expect(pdf.subject).toBe('GLF-7K2M9QPX');
    expect(pdf.title).toBe('Reserve Privileges voucher GLF-7K2M9QPX');
    expect(pdf.text).toEqual(
      expect.arrayContaining([
        'GLF-7K2M9QPX',
        'DLF Golf & Country Club',
        '10 Jun 2027, 7:00 AM',
        'Status: Confirmed',
        'Tee time: 7:10 am',
        'Golf voucher',
      ]),
    );
  });

  it('carries one QR code, which a scanner reads as the reference', async () => {
    expect((await readPdf(await renderVoucher(voucher))).qrCodes).toEqual(['GLF-7K2M9QPX']);
  });

  it('is branded: the brand typeface embedded (regular and bold), the QR as an image, the mark and band in the brand colours', async () => {
    const bytes = await renderVoucher(voucher);
    const pdf = await readPdf(bytes);
    expect(pdf.fonts).toEqual(
      expect.arrayContaining([
        { name: expect.stringMatching(/^[A-Z]{6}\+PlusJakartaSans-Regular$/), embedded: true },
        { name: expect.stringMatching(/^[A-Z]{6}\+PlusJakartaSans-Bold$/), embedded: true },
      ]),
    );
    expect(pdf.fonts.every((font) => font.embedded && /PlusJakartaSans/.test(font.name))).toBe(true);
    expect(pdf.qrCodes).toHaveLength(1);
    // The programme's initial on its mark, and its name, in the band.
    expect(pdf.text.slice(0, 3)).toEqual(expect.arrayContaining(['R', 'Reserve Privileges', 'Golf voucher']));
    expect(pdf.fillColours).toEqual(expect.arrayContaining(['#861f41', '#ffffff', '#1b4f72']));
    const other = await readPdf(
      await renderVoucher({ ...voucher, brand: { primary: '#0b3d2e', primaryContrast: '#fefefe', accent: '#7a4b00' } }),
    );
    expect(other.fillColours).toEqual(expect.arrayContaining(['#0b3d2e', '#fefefe', '#7a4b00']));
    expect(other.fillColours).not.toContain('#861f41');
  });

  it('encodes the reference alone, and replaces characters the typeface cannot print instead of failing', async () => {
    expect(voucherQrPayload(voucher)).toBe('GLF-7K2M9QPX');
    const pdf = await readPdf(
      await renderVoucher({ ...voucher, title: 'Taj ताज Palace', details: [{ label: 'Amount', value: '₹12,500' }] }),
    );
    expect(pdf.text).toEqual(expect.arrayContaining(['Taj ??? Palace']));
    expect(pdf.text.find((line) => line.startsWith('Amount: '))).toMatch(/^Amount: [₹?]12,500$/);
  });
});
