import type { PaymentResponse } from '@portal/contract';

/**
 * payu_body goes to payu_url as a hidden form post (the page leaves for the gateway), as the payments
 * feature does for single bookings; a copy, since features may not import each other.
 */
export function postToGateway({ payu_url, payu_body }: PaymentResponse) {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = payu_url;
  form.hidden = true;
  for (const [name, value] of Object.entries(payu_body)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
