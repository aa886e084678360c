import type { Locator, Page } from 'playwright-core';
import { addDays, istDate } from '@portal/contract';
import { pickDate } from './date-field.ts';
import { atBank, payWithNewCard } from './payment.ts';
import { pickOption, pickTime } from './pick.ts';
import { signInDialog, signInThroughUi } from './sign-in.ts';

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

/** Lady, DLF (GC002), `date` at 7 am: the golf request most tests send. */
export async function fillLadyAtDlf(dialog: Locator, date: string) {
  await dialog.getByLabel('Lady').check();
  await pickOption(dialog, 'Golf course', 'dlf', 'DLF Golf & Country Club, Gurgaon');
  await pickDate(dialog, 'Booking date', date);
  await pickTime(dialog, 'Booking time', '7:00 AM');
}

/** An airport transfer from or to Mumbai, as its booking form asks for it. */
export interface MumbaiTransfer {
  travelType: 'Drop' | 'Pick-Up';
  sector: 'Domestic' | 'International';
  address: string;
  flight: string;
  date: string;
  time: string;
  guests: string;
}

/** Fills the airport transfer form with `transfer` and gives both consents; the caller sends it. */
export async function fillMumbaiTransfer(dialog: Locator, transfer: MumbaiTransfer) {
  await dialog.getByLabel('Travel type').selectOption(transfer.travelType);
  await dialog.getByLabel('City').selectOption('Mumbai');
  await dialog.getByLabel('Travel sector').selectOption(transfer.sector);
  await dialog.getByLabel('Address').fill(transfer.address);
  await dialog.getByLabel('Flight number').fill(transfer.flight);
  await pickDate(dialog, 'Travel date', transfer.date);
  await pickTime(dialog, 'Travel time', transfer.time);
  await dialog.getByLabel('Accompanying guests').selectOption(transfer.guests);
  await dialog.getByLabel(/contacted about this booking/).check();
  await dialog.getByLabel(/terms and conditions of the airport transfer/).check();
}

/** Presses the booking dialog's 'Send booking request' (golf, turf). */
export async function sendBookingRequest(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Send booking request' }).click();
}

/**
 * Sends the booking request with one field still wrong, waits for that field's `message`, then fills the field
 * in with `value`. The caller sends it again.
 */
export async function sendAndCorrect(dialog: Locator, message: string, field: { label: string; value: string }) {
  await sendBookingRequest(dialog);
  await dialog.getByText(message).waitFor();
  await dialog.getByLabel(field.label).fill(field.value);
}

/** Gives the contact consent, accepts the terms and sends the golf request; resolves with its id on its checkout. */
export async function sendGolfRequest(page: Page, dialog: Locator): Promise<string> {
  await dialog.getByLabel(/agree to be contacted/).check();
  await dialog.getByLabel(/I accept the/).check();
  await sendBookingRequest(dialog);
  await page.waitForURL(/\/golf\/[0-9a-f-]{36}\/checkout$/);
  await page.getByRole('heading', { name: 'Make Payment' }).waitFor();
  return /\/golf\/([0-9a-f-]{36})\/checkout$/.exec(page.url())![1]!;
}

/**
 * From /golf, as a new cardholder on the Reserve card: signs in, asks for a lady's game at DLF ten days out at
 * 7 am and pays its Rs.10 fee at the bank. Resolves with the booking's id once back on the golf bookings list.
 */
export async function requestAndPayGolfGame(page: Page, cardholder: { mobile: string; name: string }): Promise<string> {
  await page.getByRole('button', { name: /Familiar with the Game/ }).click();
  await signInDialog(page).waitFor();
  await signInThroughUi(page, { bin: '41000001', ...cardholder });
  const dialog = page.getByRole('dialog', { name: 'Send booking request' });
  await dialog.waitFor();
  await fillLadyAtDlf(dialog, addDays(istDate(new Date()), 10));
  const bookingId = await sendGolfRequest(page, dialog);
  await payWithNewCard(page, { amount: 'Rs.10' });
  await atBank(page, 'Approve payment');
  // The spec's redirect stays: the list's own address.
  await page.waitForURL('**/golf-bookings');
  return bookingId;
}
