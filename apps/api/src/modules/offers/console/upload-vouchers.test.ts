import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@portal/contract';
import { voucherCodes } from '../../../db/schema/index.ts';
import { useConsoleTestApp, type Merchant } from '../../../test/console-test-kit.ts';

/** Issue 18: a voucher offer's codes from a CSV file, previewed and loaded row by row (console/upload-vouchers.ts). */
const RESERVE = '41000001';
const kit = useConsoleTestApp({ adminMobile: '9100000032', bin: RESERVE, firstMobile: 9520000000 });
const { people, t, merchantWithSignedInUser, createOffer, uploadCodes, csvUpload } = kit;
let bistro: Merchant;
beforeAll(async () => {
  bistro = await merchantWithSignedInUser('Lotus Bistro');
});

describe('voucher codes from a CSV', () => {
  it('previews, then loads the good rows and reports each bad one with its row and reason; codes stay sealed at rest', async () => {
    const offer = await createOffer(people.adminToken, bistro.merchantId, { status: 'live' });
    const first = await uploadCodes(bistro.token, offer.id, 'code\nLOTUS-001\nLOTUS-002\n');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ loaded: 2, rejected: [], stock_left: 2, dry_run: false });

    const csv = ['code', 'LOTUS-003', 'LOTUS-001', '', 'LOTUS-003', 'X'.repeat(65), 'BAD CODE!', '"LOTUS-004"', 'LOTUS-005'].join('\r\n');
    const expectedRejections = [
      { row: 3, reason: messages.voucherRowAlreadyInPool },
      { row: 4, reason: messages.voucherRowBlank },
      { row: 5, reason: messages.voucherRowDuplicateInFile(2) },
      { row: 6, reason: messages.voucherRowTooLong(64) },
      { row: 7, reason: messages.voucherRowBadCharacters },
    ];
    const preview = await uploadCodes(bistro.token, offer.id, csv, '?dry_run=true');
    expect(preview.json()).toEqual({ loaded: 3, rejected: expectedRejections, stock_left: 2, dry_run: true });
    const loaded = await uploadCodes(bistro.token, offer.id, csv);
    expect(loaded.json()).toEqual({ loaded: 3, rejected: expectedRejections, stock_left: 5, dry_run: false });

    const stored = await t.database.db
      .select({ sealed: voucherCodes.codeEncrypted })
      .from(voucherCodes)
      .where(eq(voucherCodes.offerId, offer.id));
    expect(stored).toHaveLength(5);
    expect(stored.some((s) => s.sealed.includes('LOTUS'))).toBe(false);

    const stock = (await t.call({ url: `/api/offer/manage/offers/${offer.id}`, token: bistro.token })).json().data;
    expect(stock).toMatchObject({ stock_left: 5, stock_total: 5, low_stock: true });
    const low = (await t.call({ url: '/api/offer/manage/offers?low_stock=true', token: bistro.token })).json().data;
    expect(low.map((o: { id: string }) => o.id)).toContain(offer.id);
  });

  it('refuses a file without vouchers_file, and codes for an offer that is not a voucher', async () => {
    const offer = await createOffer(people.adminToken, bistro.merchantId, { status: 'live' });
    const wrongField = await t.call({
      method: 'POST',
      url: `/api/offer/offers/${offer.id}/vouchers`,
      token: bistro.token,
      ...csvUpload('A-1', 'file'),
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.fields.vouchers_file).toEqual([messages.voucherFileRequired]);
    const showAndSave = await createOffer(people.adminToken, bistro.merchantId, { offer_type: 'show_and_save' });
    const refused = await uploadCodes(people.adminToken, showAndSave.id, 'A-1\n');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(messages.offerNotVoucher);
  });
});
