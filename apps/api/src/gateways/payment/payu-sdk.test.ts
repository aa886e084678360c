import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentTestKit } from '../../modules/payments/test-kit.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createPayuGateway } from './payu-gateway.ts';

/*
 * PayU's own Node SDK (payu-websdk 1.3.1) as the other side: its hashers build the forms and callbacks
 * a real PayU would, and our gateway client must read the sandbox's answers the way it reads PayU's.
 */
const require = createRequire(import.meta.url);
const PayU = require('payu-websdk') as new (
  credes: { key: string; salt: string },
  env?: string,
) => {
  hasher: {
    generatePaymentHash(params: Record<string, string>): string;
    generateResponseHash(params: Record<string, string>): string;
    validateResponseHash(params: Record<string, string>): boolean;
  };
};
const sdkHasher = require('payu-websdk/utils/hasher') as {
  apiHasher(credes: { key: string; salt: string }, params: Record<string, string>): string;
};

const merchant = { key: 'sdk-key', salt: 'sdk-salt-31' };
const payu = new PayU({ ...merchant });
const t = useTestApp({ PAYU_KEY: merchant.key, PAYU_SALT: merchant.salt, PAYMENT_RECONCILE_AFTER_SECONDS: '0' });
const { newBooking, startPayment, atBank, postBack, statusOf } = paymentTestKit(() => t, merchant);

/** The fields PayU posts back for a payment_body, with the SDK's own reverse hash. */
function payuCallback(body: Record<string, string>, status: 'success' | 'failure', extra: Record<string, string> = {}) {
  const fields: Record<string, string> = {
    mihpayid: '403993715521937565',
    mode: 'CC',
    status,
    unmappedstatus: status === 'success' ? 'captured' : 'failed',
    key: body.key!,
    txnid: body.txnid!,
    amount: body.amount!,
    productinfo: body.productinfo!,
    firstname: body.firstname!,
    email: body.email!,
    udf1: body.udf1 ?? '',
    udf2: '',
    udf3: '',
    udf4: '',
    udf5: '',
    bank_ref_num: '527013524405',
    error: 'E000',
    ...extra,
  };
  return { ...fields, hash: payu.hasher.generateResponseHash(fields) };
}
const chargesOf = async (txnid: string) =>
  (
    (await t.app.db.execute(sql`select additional_charges from payments where txnid = ${txnid}`)) as unknown as {
      rows: { additional_charges: string | null }[];
    }
  ).rows[0]!.additional_charges;

describe('PayU protocol, checked against payu-websdk 1.3.1', () => {
  it('signs payu_body exactly as the SDK does', async () => {
    const { token, booking } = await newBooking();
    const { payu_body } = await startPayment(token, booking.id);
    expect(payu_body.hash).toBe(payu.hasher.generatePaymentHash(payu_body));
  });

  it('accepts an SDK-built success callback without additionalCharges', async () => {
    const { token, booking } = await newBooking();
    const { payu_body } = await startPayment(token, booking.id);
    const callback = payuCallback(payu_body, 'success');
    const answer = await postBack('/api/payment/payments/success', callback);
    expect(answer.headers.location).toBe(`/golf-enquiry/checkout-message/${booking.id}?status=success`);
    expect(await statusOf(booking.id)).toBe('requested');
    expect(await chargesOf(payu_body.txnid!)).toBeNull();
  });

  it('accepts a callback whose hash PayU prefixed with additionalCharges, and records the charge', async () => {
    const { token, booking } = await newBooking();
    const { payu_body } = await startPayment(token, booking.id);
    const callback = payuCallback(payu_body, 'success', { additionalCharges: '2.36' });
    expect(payu.hasher.validateResponseHash(callback)).toBe(true);
    const answer = await postBack('/api/payment/payments/success', callback);
    expect(answer.headers.location).toBe(`/golf-enquiry/checkout-message/${booking.id}?status=success`);
    expect(await statusOf(booking.id)).toBe('requested');
    expect(await chargesOf(payu_body.txnid!)).toBe('2.36');
  });

  it('refuses additionalCharges that the hash does not cover', async () => {
    const { token, booking } = await newBooking();
    const { payu_body } = await startPayment(token, booking.id);
    const plain = payuCallback(payu_body, 'success');
    const answer = await postBack('/api/payment/payments/success', { ...plain, additionalCharges: '2.36' });
    expect(answer.headers.location).toBe(`/golf-enquiry/checkout-message/${booking.id}?status=failure`);
    expect(await statusOf(booking.id)).toBe('pending_payment');
  });

  it("the command hash of every postservice call is the SDK's", async () => {
    const sent: Record<string, string>[] = [];
    const client = createPayuGateway({
      kind: 'payu',
      ...merchant,
      paymentUrl: 'unused',
      postCommand: async (form) => {
        sent.push(form);
        return t.app.paymentSandbox!.command(form);
      },
    });
    await client.verifyPayment('PNONE');
    await client.checkActionStatus('123');
    await client.cancelRefundTransaction('999', 'ref-1', '1.00');
    for (const form of sent) expect(form.hash).toBe(sdkHasher.apiHasher({ ...merchant }, { command: form.command!, var1: form.var1! }));
  });

  it("the sandbox answers verify_payment and check_action_status in PayU's shape, and the client reads them", async () => {
    const { token, booking } = await newBooking();
    const start = await startPayment(token, booking.id);
    const bank = await atBank(start, 'approve');
    await postBack(bank.action, bank.fields);
    const txnid = start.payu_body.txnid!;
    const command = (name: string, var1: string, extra: Record<string, string> = {}) =>
      t.app.paymentSandbox!.command({
        key: merchant.key,
        command: name,
        var1,
        hash: sdkHasher.apiHasher({ ...merchant }, { command: name, var1 }),
        ...extra,
      });

    const verified = (await command('verify_payment', txnid)) as {
      status: number;
      msg: string;
      transaction_details: Record<string, Record<string, unknown>>;
    };
    expect(verified).toMatchObject({ status: 1, msg: '1 out of 1 Transactions Fetched Successfully' });
    expect(verified.transaction_details[txnid]).toMatchObject({
      mihpayid: bank.fields.mihpayid,
      status: 'success',
      unmappedstatus: 'captured',
      amt: '10.00',
      transaction_amount: '10.00',
      additional_charges: '0.00',
      bank_ref_num: expect.any(String),
      error_code: 'E000',
      error_Message: 'No Error',
      mode: 'CC',
      card_type: 'CC',
      addedon: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(await command('verify_payment', 'PUNKNOWN')).toEqual({
      status: 0,
      msg: '0 out of 1 Transactions Fetched Successfully',
      transaction_details: { PUNKNOWN: { mihpayid: 'Not Found', status: 'Not Found' } },
    });

    const refund = (await command('cancel_refund_transaction', bank.fields.mihpayid!, { var2: 'refund-sdk-1', var3: '10.00' })) as {
      status: number;
      request_id: string;
    };
    expect(refund).toMatchObject({ status: 1, msg: 'Refund Request Queued', request_id: expect.any(String) });
    // The merchant's token makes a repeat the same refund.
    expect(await command('cancel_refund_transaction', bank.fields.mihpayid!, { var2: 'refund-sdk-1', var3: '10.00' })).toMatchObject({
      request_id: refund.request_id,
    });
    const action = (await command('check_action_status', refund.request_id)) as {
      status: number;
      transaction_details: Record<string, Record<string, Record<string, unknown>>>;
    };
    expect(action.status).toBe(1);
    expect(action.transaction_details[refund.request_id]![bank.fields.mihpayid!]).toMatchObject({
      request_id: refund.request_id,
      action: 'refund',
      status: 'success',
      amt: '10.00',
      token: 'refund-sdk-1',
      bank_arn: expect.any(String),
    });

    const client = t.app.paymentGateway;
    expect(await client.verifyPayment(txnid)).toMatchObject({ status: 'success', amount: '10.00', mihpayid: bank.fields.mihpayid });
    expect(await client.verifyPayment('PUNKNOWN')).toEqual({
      status: 'not_found',
      amount: undefined,
      mihpayid: undefined,
      bankRefNum: undefined,
    });
    expect(await client.checkActionStatus(refund.request_id)).toEqual({ status: 'success', bankArn: expect.any(String), amount: '10.00' });
    expect(await client.checkActionStatus('0000')).toEqual({ status: 'not_found' });
  });
});
