import { expect } from 'vitest';
import { withLuhnCheckDigit } from '@portal/contract';
import type { Page } from 'playwright-core';
import { seriousA11yViolations } from './harness.ts';

/** A Luhn-valid Visa number on the demo Reserve BIN (41000001); the sandbox gateway accepts any such card. */
export const TEST_CARD = withLuhnCheckDigit('410000012345678');
export const TEST_CVV = '737';

/** On the sandbox gateway's bank page (checked with axe), approve or decline like a 3-D Secure step. */
export async function atBank(page: Page, decision: 'Approve payment' | 'Decline payment') {
  await page.waitForURL('**/api/payment/sandbox/_payment');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: decision }).click();
}

/** Pays with a new card through the widget's side panel; `amount` is the label the Pay button shows. */
export async function payWithNewCard(page: Page, options: { save?: boolean; amount?: string } = {}) {
  await page.getByRole('radio', { name: 'Credit' }).check();
  await page.getByRole('button', { name: 'Add new card' }).click();
  const panel = page.getByRole('dialog', { name: 'Add new card' });
  await panel.getByLabel('Name on card').fill('Asha Rao');
  await panel.getByLabel('Card number').pressSequentially(TEST_CARD);
  await expect.poll(() => panel.getByLabel('Card number').inputValue()).toBe(TEST_CARD.replace(/(\d{4})(?=\d)/g, '$1  '));
  await expect.poll(() => panel.getByRole('img', { name: 'Visa' }).isVisible()).toBe(true);
  await panel.getByLabel('Expiry (MM/YY)').pressSequentially('1235');
  await expect.poll(() => panel.getByLabel('Expiry (MM/YY)').inputValue()).toBe('12/35');
  await panel.getByLabel('CVV').fill(TEST_CVV);
  if (options.save) await panel.getByLabel('Save this card for faster payments').check();
  await panel.getByRole('button', { name: `Pay ${options.amount ?? 'Rs.10'}` }).click();
}

/**
 * The payment page's own card form ('Enter card details', then 'Pay by card', checked with axe) filled with the test
 * card, paid with the button named `payButton`, and approved at the bank.
 */
export async function payByCardForm(page: Page, payButton: string | RegExp = /^Pay Rs\./) {
  await page.getByRole('button', { name: 'Enter card details' }).click();
  const form = page.getByRole('form', { name: 'Pay by card' });
  await form.waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await form.getByLabel('Name on card').fill('Asha Rao');
  await form.getByLabel('Card number').pressSequentially(TEST_CARD);
  await form.getByLabel('Expiry (MM/YY)').pressSequentially('1235');
  await expect.poll(() => form.getByLabel('Expiry (MM/YY)').inputValue()).toBe('12/35');
  await form.getByLabel('CVV').fill(TEST_CVV);
  await form.getByRole('button', { name: payButton }).click();
  await atBank(page, 'Approve payment');
}
