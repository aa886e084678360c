import type { Page } from 'playwright-core';
import { atBank, payWithNewCard } from './payment.ts';

/**
 * From a checkout: pays the request's fee with a new card, approves it at the bank, and finds the request on
 * the bookings list the gateway returns to (`list`, e.g. '/golf-bookings'), now Requested.
 */
export async function payFeeAndFindRequest(page: Page, request: { amount: string; list: string; hasText: string }) {
  await payWithNewCard(page, { amount: request.amount });
  await atBank(page, 'Approve payment');
  await page.waitForURL(`**${request.list}`);
  const card = page.getByRole('article').filter({ hasText: request.hasText });
  await card.getByText('Requested').waitFor();
  return card;
}
