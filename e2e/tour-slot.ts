import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, istDate } from '@portal/contract';

/**
 * On a tour's page: its group walk, the day `daysAhead` days from today (India time) and that day's first slot still
 * open, as a cardholder picks them; resolves once the total shows. The slots of the day before stay on screen, dimmed
 * and disabled, while the picked day's load: they are waited out, never chosen.
 */
export async function chooseTourSlot(page: Page, daysAhead: number) {
  await page.getByRole('radio', { name: /Group walk/ }).check();
  const day = new Date(`${addDays(istDate(new Date()), daysAhead)}T00:00:00Z`);
  const dayName = `${day.toUTCString().slice(0, 3)} ${day.getUTCDate()} ${day.toUTCString().slice(8, 11)}`;
  // The day's radio button is drawn by its label (the button itself is visually hidden): tapped as a person would.
  const dayRadio = page.getByRole('group', { name: 'Date' }).getByRole('radio', { name: dayName });
  await dayRadio.locator('..').click();
  await expect.poll(() => dayRadio.isChecked()).toBe(true);
  const slots = page.getByRole('group', { name: 'Time slot' });
  await expect.poll(() => slots.getAttribute('aria-busy')).toBe('false');
  await expect.poll(() => slots.getByText(/places? left/).count()).toBeGreaterThan(0);
  await slots.locator('input:not([disabled])').first().check();
  await expect.poll(() => page.getByText('Total').locator('..').innerText()).toMatch(/Total\s+Rs\.[\d,]+/);
  return slots;
}
