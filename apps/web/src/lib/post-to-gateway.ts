import type { PaymentResponse } from '@portal/contract';

/** Spec 02 §3: payu_body is submitted as a hidden form post to payu_url (the page leaves for the gateway). */
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
