import { COUNTRY_CALLING_CODE } from '@portal/contract';
import { SmsDeliveryError, type SmsGateway } from './sms-gateway.ts';

/**
 * A JSON-over-HTTPS SMS provider: POST {url} with `{ to, message }` (and `template_id` when the text has one) and the
 * key as a bearer token.
 * Any 2xx is accepted; anything else (or no answer within the timeout) is a delivery failure.
 */
export function createHttpSmsGateway(options: { url: string; key?: string; timeoutMs?: number }): SmsGateway {
  return {
    kind: 'http',
    async send({ to, body, templateId }) {
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(options.key ? { authorization: `Bearer ${options.key}` } : {}) },
          body: JSON.stringify({ to: `+${COUNTRY_CALLING_CODE}${to}`, message: body, ...(templateId ? { template_id: templateId } : {}) }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new SmsDeliveryError(`SMS gateway unreachable: ${(error as Error).name}`);
      }
      if (!response.ok) throw new SmsDeliveryError(`SMS gateway answered ${response.status}`);
    },
  };
}
