import { describe, expect, it } from 'vitest';
import { readPdf } from '../../test/read-pdf.ts';
import { renderVoucher, voucherQrPayload, type VoucherContent } from './voucher-pdf.ts';

const voucher: VoucherContent = {
  programme: 'Reserve Privileges',
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

  it('encodes the reference alone, and replaces characters Helvetica cannot print instead of failing', async () => {
    expect(voucherQrPayload(voucher)).toBe('GLF-7K2M9QPX');
    const pdf = await readPdf(
      await renderVoucher({ ...voucher, title: 'Taj ताज Palace', details: [{ label: 'Amount', value: '₹12,500' }] }),
    );
    expect(pdf.text).toEqual(expect.arrayContaining(['Taj ??? Palace', 'Amount: ?12,500']));
  });
});
