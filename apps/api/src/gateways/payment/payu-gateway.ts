import { payuCommandHash } from './payu-hash.ts';
import type { GatewayPaymentStatus, GatewayRefundStatus, PaymentGateway, PostCommand } from './payment-gateway.ts';

/**
 * The PayU adapter. It speaks the postservice protocol through `postCommand`: over HTTPS to PayU, or
 * in-process to the built-in sandbox, which answers the very same forms.
 */
export function createPayuGateway(options: {
  kind: 'sandbox' | 'payu';
  key: string;
  salt: string;
  paymentUrl: string;
  postCommand: PostCommand;
}): PaymentGateway {
  const { key, salt } = options;
  async function command(name: string, vars: string[]): Promise<Record<string, unknown>> {
    const form: Record<string, string> = { key, command: name, hash: payuCommandHash(key, name, vars[0] ?? '', salt) };
    vars.forEach((value, i) => {
      form[`var${i + 1}`] = value;
    });
    const answer = await options.postCommand(form);
    if (!answer || typeof answer !== 'object') throw new Error(`gateway ${name}: unreadable answer`);
    return answer as Record<string, unknown>;
  }

  return {
    kind: options.kind,
    key,
    salt,
    paymentUrl: options.paymentUrl,
    async verifyPayment(txnid) {
      const answer = await command('verify_payment', [txnid]);
      const details = (answer.transaction_details as Record<string, Record<string, unknown>> | undefined)?.[txnid];
      const raw = String(details?.status ?? 'not_found').toLowerCase();
      const status: GatewayPaymentStatus = raw === 'success' || raw === 'failure' || raw === 'pending' ? raw : 'not_found';
      // PayU fills an unknown txnid's fields with 'Not Found'.
      const text = (value: unknown) =>
        value === undefined || value === null || value === '' || value === 'Not Found' ? undefined : String(value);
      const charges = text(details?.additional_charges);
      return {
        status,
        amount: text(details?.amt ?? details?.amount),
        mihpayid: text(details?.mihpayid),
        bankRefNum: text(details?.bank_ref_num),
        ...(charges && Number(charges) > 0 ? { additionalCharges: charges } : {}),
      };
    },
    async cancelRefundTransaction(mihpayid, reference, amount) {
      const answer = await command('cancel_refund_transaction', [mihpayid, reference, amount]);
      return {
        ok: Number(answer.status) === 1,
        requestId: answer.request_id ? String(answer.request_id) : undefined,
        message: String(answer.msg ?? ''),
      };
    },
    async checkActionStatus(requestId) {
      const answer = await command('check_action_status', [requestId]);
      // PayU nests the refund under its request id, then under the payment's mihpayid.
      const byRequest = (answer.transaction_details as Record<string, Record<string, unknown>> | undefined)?.[requestId];
      const nested = byRequest && Object.values(byRequest).find((v): v is Record<string, unknown> => typeof v === 'object' && v !== null);
      const refund = (nested ?? byRequest) as Record<string, unknown> | undefined;
      if (Number(answer.status) !== 1 || !refund) return { status: 'not_found' };
      const raw = String(refund.status ?? '').toLowerCase();
      const status: GatewayRefundStatus = raw === 'success' ? 'success' : raw === 'failure' ? 'failure' : 'pending';
      return {
        status,
        bankArn: refund.bank_arn ? String(refund.bank_arn) : undefined,
        amount: refund.amt ? String(refund.amt) : undefined,
      };
    },
    async saveUserCard(userCredentials, card) {
      const answer = await command('save_user_card', [
        userCredentials,
        card.network,
        card.mode,
        card.network.toUpperCase(),
        card.name,
        card.number,
        card.expiryMonth,
        `20${card.expiryYear}`,
      ]);
      if (Number(answer.status) !== 1 || !answer.cardToken) throw new Error('gateway save_user_card refused');
      return { token: String(answer.cardToken) };
    },
    async deleteUserCard(userCredentials, token) {
      const answer = await command('delete_user_card', [userCredentials, token]);
      if (Number(answer.status) !== 1) throw new Error('gateway delete_user_card refused');
    },
  };
}

/** PayU's postservice over HTTPS. */
export function httpPostCommand(url: string): PostCommand {
  return async (form) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new Error(`gateway answered ${response.status}`);
    return response.json();
  };
}
