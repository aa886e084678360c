import { payuCommandHash } from '@portal/contract';
import type { GatewayPaymentStatus, PaymentGateway, PostCommand } from './payment-gateway.ts';

/**
 * The PayU adapter. It speaks the postservice protocol through `postCommand`: over HTTPS to PayU, or
 * in-process to the built-in sandbox, which answers the very same forms.
 */
export function createPayuGateway(options: { kind: 'sandbox' | 'payu'; key: string; salt: string; paymentUrl: string; postCommand: PostCommand }): PaymentGateway {
  const { key, salt } = options;
  async function command(name: string, vars: string[]): Promise<Record<string, unknown>> {
    const form: Record<string, string> = { key, command: name, hash: await payuCommandHash(key, name, vars[0] ?? '', salt) };
    vars.forEach((value, i) => { form[`var${i + 1}`] = value; });
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
      const details = (answer.transaction_details as Record<string, Record<string, string>> | undefined)?.[txnid];
      const raw = String(details?.status ?? 'not_found').toLowerCase();
      const status: GatewayPaymentStatus = raw === 'success' || raw === 'failure' || raw === 'pending' ? raw : 'not_found';
      return { status, amount: details?.amt ?? details?.amount, mihpayid: details?.mihpayid };
    },
    async cancelRefundTransaction(mihpayid, reference, amount) {
      const answer = await command('cancel_refund_transaction', [mihpayid, reference, amount]);
      return { ok: Number(answer.status) === 1, requestId: answer.request_id ? String(answer.request_id) : undefined, message: String(answer.msg ?? '') };
    },
    async saveUserCard(userCredentials, card) {
      const answer = await command('save_user_card', [
        userCredentials, card.network, card.mode, card.network.toUpperCase(), card.name, card.number, card.expiryMonth, `20${card.expiryYear}`,
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
