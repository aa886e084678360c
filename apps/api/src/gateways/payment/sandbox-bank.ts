import { randomBytes, randomUUID } from 'node:crypto';
import { maskCardNumber, passesLuhn } from '@portal/contract';
import type { Database } from '../../db/client.ts';
import { safeEqual } from '../../lib/secrets.ts';
import * as repository from './sandbox-repository.ts';
import { payuCommandHash, payuRequestHash, payuResponseHash, type PayuHashFields } from './payu-hash.ts';

/** The merchant form's fields the bank keeps and posts back with its answer, as PayU does. */
export const responseKeys = [
  'key',
  'txnid',
  'amount',
  'productinfo',
  'firstname',
  'email',
  'phone',
  'udf1',
  'udf2',
  'udf3',
  'udf4',
  'udf5',
  'surl',
  'furl',
] as const;

export type SandboxDecision = 'approve' | 'decline';
export type PaymentPageResult =
  { ok: true; txnid: string; amount: string; productinfo: string; cardMask: string } | { ok: false; message: string };

const fieldNine = (status: string) =>
  status === 'success'
    ? 'Transaction Completed Successfully'
    : status === 'pending'
      ? 'Transaction Pending'
      : 'Cancelled by the cardholder';

/**
 * The built-in sandbox gateway: a bank that speaks PayU's protocol. It checks the request hash, shows a
 * 3-D Secure style page, and posts the response (with the reverse hash) to surl or furl. It also answers
 * the postservice commands. It never stores a card number or CVV: only the masked number.
 */
export function createSandboxBank(db: Database, merchant: { key: string; salt: string }) {
  async function responseFields(tx: repository.SandboxTransaction) {
    const f = tx.fields;
    const status = tx.status === 'initiated' ? 'pending' : tx.status;
    const fields: Record<string, string> = {
      mihpayid: tx.mihpayid,
      mode: f.pg ?? 'CC',
      status,
      unmappedstatus: status === 'success' ? 'captured' : status,
      key: f.key!,
      txnid: tx.txnid,
      amount: f.amount!,
      productinfo: f.productinfo!,
      firstname: f.firstname!,
      email: f.email!,
      phone: f.phone ?? '',
      udf1: f.udf1 ?? '',
      udf2: f.udf2 ?? '',
      udf3: f.udf3 ?? '',
      udf4: f.udf4 ?? '',
      udf5: f.udf5 ?? '',
      cardnum: tx.cardMask,
      bank_ref_num: status === 'success' ? tx.mihpayid.slice(-8) : '',
      field9: fieldNine(status),
      error: status === 'success' ? 'E000' : 'E501',
    };
    fields.hash = payuResponseHash(fields as unknown as PayuHashFields & { status: string }, merchant.salt);
    return fields;
  }

  /** verify_payment's transaction_details entry, in PayU's field names. */
  function transactionDetails(tx: repository.SandboxTransaction) {
    const status = tx.status === 'initiated' ? 'pending' : tx.status;
    const amount = tx.fields.amount!;
    const charges = tx.fields.additionalCharges ?? '0.00';
    return {
      mihpayid: tx.mihpayid,
      request_id: '',
      bank_ref_num: status === 'success' ? tx.mihpayid.slice(-8) : '',
      amt: amount,
      transaction_amount: (Number(amount) + Number(charges)).toFixed(2),
      txnid: tx.txnid,
      additional_charges: charges,
      productinfo: tx.fields.productinfo,
      firstname: tx.fields.firstname,
      bankcode: tx.fields.pg ?? 'CC',
      udf1: tx.fields.udf1 ?? '',
      udf2: tx.fields.udf2 ?? '',
      udf3: tx.fields.udf3 ?? '',
      udf4: tx.fields.udf4 ?? '',
      udf5: tx.fields.udf5 ?? '',
      field9: fieldNine(status),
      error_code: status === 'success' ? 'E000' : 'E501',
      error_Message: status === 'success' ? 'No Error' : fieldNine(status),
      net_amount_debit: status === 'success' ? (Number(amount) + Number(charges)).toFixed(2) : '0',
      disc: '0.00',
      mode: tx.fields.pg ?? 'CC',
      PG_TYPE: 'SANDBOX',
      card_no: tx.cardMask,
      name_on_card: '',
      status,
      unmappedstatus: status === 'success' ? 'captured' : status,
      Merchant_UTR: null,
      Settled_At: '0000-00-00 00:00:00',
      addedon: tx.createdAt.toISOString().slice(0, 19).replace('T', ' '),
      card_type: tx.fields.pg === 'DC' ? 'DC' : 'CC',
    };
  }
  const refundQueued = (refund: repository.SandboxRefund) => ({
    status: 1,
    msg: 'Refund Request Queued',
    request_id: refund.requestId,
    bank_ref_num: null,
    mihpayid: refund.mihpayid,
    error_code: 102,
  });
  /** Tests and demos: a gateway that refuses refunds for a while (to see retries and the staff alert). */
  let refusingRefunds = false;

  return {
    refuseRefunds(refuse: boolean) {
      refusingRefunds = refuse;
    },

    /** POST _payment: the merchant's form, as the browser posts it. */
    async startPayment(form: Record<string, string>): Promise<PaymentPageResult> {
      if (form.key !== merchant.key) return { ok: false, message: 'Unknown merchant key.' };
      for (const field of ['txnid', 'amount', 'productinfo', 'firstname', 'email', 'surl', 'furl', 'hash'] as const) {
        if (!form[field]) return { ok: false, message: `Missing ${field}.` };
      }
      const expected = payuRequestHash(form as never, merchant.salt);
      if (!safeEqual(expected, form.hash!)) return { ok: false, message: 'Transaction hash does not match.' };
      let cardMask: string;
      if (form.store_card_token) {
        const card = await repository.findCard(db, form.store_card_token, form.user_credentials ?? '');
        if (!card) return { ok: false, message: 'Unknown saved card.' };
        cardMask = card.cardMask;
      } else {
        const number = (form.ccnum ?? '').replace(/\D/g, '');
        if (number.length < 13 || !passesLuhn(number)) return { ok: false, message: 'Invalid card number.' };
        cardMask = maskCardNumber(number);
      }
      if (!/^\d{3,4}$/.test(form.ccvv ?? '')) return { ok: false, message: 'Invalid CVV.' };
      const kept = Object.fromEntries(responseKeys.filter((k) => form[k] !== undefined).map((k) => [k, form[k]!]));
      kept.pg = form.pg ?? 'CC';
      const inserted = await repository.insertTransaction(db, {
        txnid: form.txnid!,
        mihpayid: String(BigInt(`0x${randomBytes(6).toString('hex')}`)),
        fields: kept,
        cardMask,
      });
      if (!inserted) return { ok: false, message: 'Duplicate transaction id.' };
      return { ok: true, txnid: inserted.txnid, amount: kept.amount!, productinfo: kept.productinfo!, cardMask };
    },

    /** The cardholder's answer on the bank page; returns where to post and what. */
    async decide(txnid: string, decision: SandboxDecision) {
      await repository.decide(db, txnid, decision === 'approve' ? 'success' : 'failure');
      const tx = await repository.findTransaction(db, txnid);
      if (!tx) return undefined;
      return { action: tx.status === 'success' ? tx.fields.surl! : tx.fields.furl!, fields: await responseFields(tx) };
    },

    /** Tests and demos: a bank that answers "pending" (an authorisation still in flight). */
    async markPending(txnid: string) {
      await repository.decide(db, txnid, 'pending');
    },

    /** POST merchant/postservice?form=2 */
    async command(form: Record<string, string>): Promise<Record<string, unknown>> {
      if (form.key !== merchant.key) return { status: 0, msg: 'Invalid key' };
      const expected = payuCommandHash(merchant.key, form.command ?? '', form.var1 ?? '', merchant.salt);
      if (!safeEqual(expected, form.hash ?? '')) return { status: 0, msg: 'Invalid Hash' };
      switch (form.command) {
        case 'verify_payment': {
          const txnids = (form.var1 ?? '').split('|').filter(Boolean);
          const details: Record<string, unknown> = {};
          for (const txnid of txnids) {
            const tx = await repository.findTransaction(db, txnid);
            details[txnid] = tx ? transactionDetails(tx) : { mihpayid: 'Not Found', status: 'Not Found' };
          }
          const found = Object.values(details).filter((d) => (d as { status: string }).status !== 'Not Found').length;
          return {
            status: found > 0 ? 1 : 0,
            msg: `${found} out of ${txnids.length} Transactions Fetched Successfully`,
            transaction_details: details,
          };
        }
        case 'cancel_refund_transaction': {
          const tx = await repository.findTransactionByPaymentId(db, form.var1 ?? '');
          const paise = Math.round(Number(form.var3) * 100);
          if (!tx || tx.status !== 'success') return { status: 0, msg: 'Transaction not found or not captured', error_code: 105 };
          if (!form.var2) return { status: 0, msg: 'Token ID is mandatory', error_code: 107 };
          if (refusingRefunds) return { status: 0, msg: 'Refund could not be processed. Please try again later.', error_code: 130 };
          // The merchant's token (var2) makes a repeated request the same refund, as PayU does.
          const earlier = await repository.findRefund(db, tx.mihpayid, form.var2);
          if (earlier) return refundQueued(earlier);
          if (!(paise > 0) || tx.refundedAmount + paise > Math.round(Number(tx.fields.amount) * 100)) {
            return { status: 0, msg: 'Refund amount exceeds the captured amount', error_code: 106 };
          }
          const refund = await repository.addRefund(db, tx, {
            requestId: String(BigInt(`0x${randomBytes(5).toString('hex')}`)),
            tokenId: form.var2,
            amountPaise: paise,
            bankArn: randomBytes(6).toString('hex').toUpperCase(),
          });
          return refundQueued(refund);
        }
        case 'check_action_status': {
          const refund = await repository.findRefundByRequestId(db, form.var1 ?? '');
          if (!refund)
            return {
              status: 0,
              msg: '0 out of 1 Transactions Fetched Successfully',
              transaction_details: { [form.var1 ?? '']: 'Not Found' },
            };
          const amt = (refund.amountPaise / 100).toFixed(2);
          return {
            status: 1,
            msg: '1 out of 1 Transactions Fetched Successfully',
            transaction_details: {
              [refund.requestId]: {
                [refund.mihpayid]: {
                  mihpayid: refund.mihpayid,
                  bank_ref_num: refund.bankArn,
                  request_id: refund.requestId,
                  amt,
                  mode: 'CC',
                  action: 'refund',
                  token: refund.tokenId,
                  status: 'success',
                  bank_arn: refund.bankArn,
                  amount_settled: amt,
                  addedon: refund.createdAt.toISOString(),
                },
              },
            },
          };
        }
        case 'save_user_card': {
          const number = (form.var6 ?? '').replace(/\D/g, '');
          if (!passesLuhn(number)) return { status: 0, msg: 'Invalid card number' };
          const token = randomUUID();
          await repository.insertCard(db, {
            token,
            userCredentials: form.var1 ?? '',
            cardMask: maskCardNumber(number),
            network: form.var2 ?? '',
          });
          return { status: 1, msg: 'Card Stored Successfully', cardToken: token, card_label: maskCardNumber(number) };
        }
        case 'delete_user_card':
          return (await repository.deleteCard(db, form.var2 ?? '', form.var1 ?? ''))
            ? { status: 1, msg: 'Card deleted successfully' }
            : { status: 0, msg: 'Card not found' };
        default:
          return { status: 0, msg: 'Unknown command' };
      }
    },
  };
}
export type SandboxBank = ReturnType<typeof createSandboxBank>;
