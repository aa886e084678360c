/** The card payment gateway as the payment service sees it: PayU's protocol, whichever side answers. */
export type GatewayPaymentStatus = 'success' | 'failure' | 'pending' | 'not_found';

/** verify_payment's `transaction_details[txnid]`, in the fields the service uses. */
export interface GatewayTransaction {
  status: GatewayPaymentStatus;
  amount?: string;
  mihpayid?: string;
  /** PayU's convenience fee on top of `amount`, when one applied. */
  additionalCharges?: string;
  bankRefNum?: string;
}

/** check_action_status for a refund's request id: PayU's QUEUED, IN PROGRESS, REQUESTED … read as `pending`. */
export type GatewayRefundStatus = 'success' | 'failure' | 'pending' | 'not_found';

export interface PaymentGateway {
  readonly kind: 'sandbox' | 'payu';
  readonly key: string;
  readonly salt: string;
  /** Where the browser posts payu_body (PayU's `_payment`, or the sandbox's own page). */
  readonly paymentUrl: string;
  verifyPayment(txnid: string): Promise<GatewayTransaction>;
  /** Refunds `amount` of a captured payment; `reference` is ours and makes a repeated call one refund. */
  cancelRefundTransaction(
    mihpayid: string,
    reference: string,
    amount: string,
  ): Promise<{ ok: boolean; requestId?: string; message: string }>;
  checkActionStatus(requestId: string): Promise<{ status: GatewayRefundStatus; bankArn?: string; amount?: string }>;
  /** Stores a card in the gateway's vault; we keep only the token and a masked number. */
  saveUserCard(
    userCredentials: string,
    card: { number: string; name: string; expiryMonth: string; expiryYear: string; mode: 'CC' | 'DC'; network: string },
  ): Promise<{ token: string }>;
  deleteUserCard(userCredentials: string, token: string): Promise<void>;
}

/** A PayU postservice call (`form=2`): key, command, hash, var1… in; JSON out. */
export type PostCommand = (form: Record<string, string>) => Promise<unknown>;
