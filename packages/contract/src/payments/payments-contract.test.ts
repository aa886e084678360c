import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cardKeyMaterial, encryptCardField } from './card-crypto.ts';
import { passesLuhn, withLuhnCheckDigit } from './card-rules.ts';
import { cardFormSchemaAt } from './card-form.ts';
import { cardNetworkOf, formatCardNumber, formatExpiry, maskCardNumber, toCardPaymentPayload } from './card-rules.ts';
import { bookingListActions } from './payment-rules.ts';

describe('card rules', () => {
  it('groups digits in fours with double spaces and caps the number', () => {
    expect(formatCardNumber('4100000112345678')).toBe('4100  0001  1234  5678');
    expect(formatCardNumber('4100  0001  12a')).toBe('4100  0001  12');
  });
  it('picks the network icon by first digits', () => {
    expect([
      cardNetworkOf('5123'),
      cardNetworkOf('4111'),
      cardNetworkOf('6521'),
      cardNetworkOf('3412'),
      cardNetworkOf('3712'),
      cardNetworkOf('3512'),
    ]).toEqual(['master', 'visa', 'rupay', 'amex', 'amex', undefined]);
  });
  it('inserts the expiry slash and lets a backspace remove it', () => {
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12', '12/')).toBe('1');
  });
  it('validates number length 15-27, MM/YY, CVV 3-4 digits and a name', () => {
    const cardFormSchema = cardFormSchemaAt(new Date('2026-11-25T09:00:00Z'));
    const ok = { name: 'Asha Rao', card_number: '4100  0001  1234  5678', expiry: '12/40', cvv: '123', save_card: false };
    expect(cardFormSchema.safeParse(ok).success).toBe(true);
    expect(cardFormSchema.safeParse({ ...ok, card_number: '4100  0001  12' }).success).toBe(false);
    expect(cardFormSchema.safeParse({ ...ok, card_number: `${ok.card_number}  1234  5` }).success).toBe(false);
    expect(cardFormSchema.safeParse({ ...ok, expiry: '13/40' }).success).toBe(false);
    expect(cardFormSchema.safeParse({ ...ok, expiry: '01/20' }).success).toBe(false);
    // Valid through the last day of its month, judged at the caller's `now`.
    expect(cardFormSchema.safeParse({ ...ok, expiry: '11/26' }).success).toBe(true);
    expect(cardFormSchemaAt(new Date('2026-12-01T00:00:00Z')).safeParse({ ...ok, expiry: '11/26' }).success).toBe(false);
    expect(cardFormSchema.safeParse({ ...ok, cvv: '12' }).success).toBe(false);
    expect(cardFormSchema.safeParse({ ...ok, cvv: '12345' }).success).toBe(false);
    expect(cardFormSchema.safeParse({ ...ok, name: ' ' }).success).toBe(false);
  });
  it('builds the spec payload: spaces removed, expiry split', () => {
    expect(toCardPaymentPayload({ name: ' Asha ', card_number: '4100  0001  1234  5678', expiry: '07/31', cvv: '123' }, 'b-1')).toEqual({
      name: 'Asha',
      card_number: '4100000112345678',
      expiry_month: '07',
      expiry_year: '31',
      cvv: '123',
      type: 'card',
      enquiry_id: 'b-1',
    });
  });
  it('masks all but the first 6 and last 4 digits', () => {
    expect(maskCardNumber('4100000112345678')).toBe('410000XXXXXX5678');
  });
});

describe('card field encryption', () => {
  const bookingId = '0f8fad5b-d9cb-469f-a165-70867728950e';
  it('pads the key material with zeros to 32 characters', () => {
    expect(cardKeyMaterial('abc')).toBe(`abc${'0'.repeat(29)}`);
    expect(cardKeyMaterial(bookingId)).toHaveLength(32);
  });
  // An independent AES-GCM decrypt (the API's own is in apps/api gateways/payment/card-field-decryption.ts).
  const decrypt = async (encrypted: string, keyId: string) => {
    const bytes = Buffer.from(encrypted, 'base64');
    const key = await webcrypto.subtle.importKey('raw', Buffer.from(cardKeyMaterial(keyId)), 'AES-GCM', false, ['decrypt']);
    return Buffer.from(await webcrypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.subarray(0, 12) }, key, bytes.subarray(12))).toString();
  };
  it('encrypts with the booking key: base64(iv ‖ ciphertext ‖ tag)', async () => {
    const encrypted = await encryptCardField('4100000112345678', bookingId);
    expect(encrypted).not.toContain('4100');
    expect(await decrypt(encrypted, bookingId)).toBe('4100000112345678');
  });
  it("cannot be opened with another booking's key", async () => {
    const encrypted = await encryptCardField('123', bookingId);
    await expect(decrypt(encrypted, '11111111-d9cb-469f-a165-70867728950e')).rejects.toThrow();
  });
});

describe('bookings list actions', () => {
  it('follows the state machine', () => {
    expect(bookingListActions('pending_payment')).toEqual(['pay_now', 'cancel']);
    expect(bookingListActions('payment_failed')).toEqual(['pay_now', 'cancel']);
    expect(bookingListActions('requested')).toEqual(['cancel']);
    expect(bookingListActions('confirmed')).toEqual(['cancel', 'add_to_calendar']);
    expect(bookingListActions('refunded')).toEqual([]);
  });
});

describe('withLuhnCheckDigit', () => {
  it('completes a number with the one digit that passes Luhn', () => {
    expect(withLuhnCheckDigit('410000012345678')).toBe('4100000123456783');
    for (const partial of ['41000001234567', '52000006000000', '3712345678901']) {
      const card = withLuhnCheckDigit(partial);
      expect(card.startsWith(partial) && card.length === partial.length + 1 && passesLuhn(card)).toBe(true);
      expect(passesLuhn(`${partial}${(Number(card.at(-1)) + 1) % 10}`)).toBe(false);
    }
  });
});
