import {
  encryptCardField,
  productInfoByPurpose,
  toCardPaymentPayload,
  type CardDetails,
  type CardForm,
  type PaymentPurpose,
  type PaymentRequest,
} from '@portal/contract';

interface Common {
  purpose: PaymentPurpose;
  bookingId: string;
  amount: number;
}

/** A new card: the spec's card payload (spaces removed, expiry split), number and CVV encrypted with the booking key. */
export async function newCardPaymentRequest(
  { purpose, bookingId, amount }: Common,
  form: CardForm,
  details?: CardDetails,
): Promise<PaymentRequest> {
  const payload = toCardPaymentPayload(form, bookingId);
  return {
    booking_id: payload.enquiry_id,
    amount,
    product_info: productInfoByPurpose[purpose],
    transactions_attributes: [
      {
        txn_type: payload.type,
        amount,
        payment_type: 'Credit',
        bank_code: details?.cardCategory,
        card_type: details?.cardType,
        card_mode: details?.cardCategory,
        card_number: await encryptCardField(payload.card_number, bookingId),
        name: payload.name,
        cvv: await encryptCardField(payload.cvv, bookingId),
        expiry_month: payload.expiry_month,
        expiry_year: payload.expiry_year,
        store_card: form.save_card,
      },
    ],
  };
}

export async function savedCardPaymentRequest(
  { purpose, bookingId, amount }: Common,
  cardToken: string,
  cvv: string,
): Promise<PaymentRequest> {
  return {
    booking_id: bookingId,
    amount,
    product_info: productInfoByPurpose[purpose],
    transactions_attributes: [
      { txn_type: 'card', amount, payment_type: 'Prefered', card_token: cardToken, cvv: await encryptCardField(cvv, bookingId) },
    ],
  };
}
