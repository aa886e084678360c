import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { toDayMonthYear } from '@portal/contract';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The calendar's button for a day (YYYY-MM-DD), named as a screen reader hears it, e.g. '…, 3 December 2026'. */
export function dayButton(calendar: Locator, date: string): Locator {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return calendar.getByRole('button', { name: new RegExp(`, ${d} ${MONTHS[m - 1]} ${y}`) });
}

/** Opens a DateField's calendar as a person would (its calendar button), moving on a month until the day shows. */
export async function openCalendar(scope: Page | Locator, label: string): Promise<Locator> {
  await scope.getByRole('button', { name: `Choose ${label.toLowerCase()} on a calendar` }).click();
  const calendar = scope.getByRole('dialog', { name: `${label} calendar` });
  // The month grid is its own chunk, fetched on first opening: wait for it, not just for the dialog around it.
  await calendar.getByRole('grid').first().waitFor();
  return calendar;
}

/** Picks `date` on the DateField labelled `label`; the field then reads dd/mm/yyyy. */
export async function pickDate(scope: Page | Locator, label: string, date: string) {
  const calendar = await openCalendar(scope, label);
  const day = dayButton(calendar, date);
  for (let month = 0; month < 12 && (await day.count()) === 0; month++) {
    await calendar.getByRole('button', { name: 'Go to the Next Month' }).click();
  }
  await day.click();
  await calendar.waitFor({ state: 'detached' });
  await expect.poll(() => scope.getByLabel(label, { exact: true }).inputValue()).toBe(toDayMonthYear(date));
}

/** What a screen reader says with the field labelled `label` (its hint and error, by aria-describedby). */
export const descriptionOf = (scope: Page | Locator, label: string) =>
  scope.getByLabel(label, { exact: true }).evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
