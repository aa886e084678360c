import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  AIRPORT_CONCIERGE_ALLOWED_BEFORE_DAYS,
  AIRPORT_TRANSFER_ALLOWED_BEFORE_DAYS,
  displayDate,
  firstSelectableDate,
  messages,
} from '@portal/contract';
import { openPage, usePortal, visit } from './harness.ts';
import { descriptionOf } from './date-field.ts';
import { signInThroughUi } from './sign-in.ts';

// Issue 30: "lead time explained on the first day offered" for the airport kinds, as golf and turf already do.
// 'Travel date' (components/airport-booking/travel-date-time-fields.tsx) says it, as 'Booking date' does for golf and turf.
const portal = usePortal();

const widths = [
  [1280, 900],
  [375, 812],
] as const;

async function openBooking(page: Page, landing: string, button: string) {
  await visit(page, landing);
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: 'Send booking request' });
  await dialog.waitFor();
  return dialog;
}

describe('airport kinds explain their lead time on the first day offered', () => {
  for (const [width, height] of widths) {
    it(`concierge and transfers (${width} px)`, async () => {
      const { page, context } = await openPage(portal.browser, portal.server.url, { width, height });
      await visit(page, '/');
      await signInThroughUi(page, { bin: '41000001', mobile: width === 1280 ? '9811130201' : '9811130202', name: 'Kabir Rao' });
      const concierge = await openBooking(page, '/airport-concierge-service', 'Book a visit');
      await expect
        .poll(() => descriptionOf(concierge, 'Travel date'))
        .toContain(`Bookings open from ${displayDate(firstSelectableDate(new Date(), AIRPORT_CONCIERGE_ALLOWED_BEFORE_DAYS))}`);
      const transfer = await openBooking(page, '/airport-transfers', messages.bookYourTransfer);
      await expect
        .poll(() => descriptionOf(transfer, 'Travel date'))
        .toContain(`Bookings open from ${displayDate(firstSelectableDate(new Date(), AIRPORT_TRANSFER_ALLOWED_BEFORE_DAYS))}`);
      await context.close();
    });
  }
});
