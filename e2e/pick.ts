import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** The chip of `time` ('3:30 PM') in the time field labelled `label`. */
export const timeChip = (scope: Page | Locator, label: string, time: string) =>
  scope.getByRole('radiogroup', { name: label }).getByRole('radio', { name: time, exact: true });

/** Chooses `time` ('3:30 PM') on the time field labelled `label` by tapping its chip (the radio's label). */
export async function pickTime(scope: Page | Locator, label: string, time: string) {
  const chip = timeChip(scope, label, time);
  await chip.locator('xpath=..').click();
  await expect.poll(() => chip.isChecked()).toBe(true);
}

/**
 * Chooses on the searchable list labelled `label` as a person does: types `typed` into it, then taps the
 * option named `option` (its whole name, or a pattern); the box then shows the option's name.
 */
export async function pickOption(scope: Page | Locator, label: string, typed: string, option: string | RegExp) {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await box.fill(typed);
  const listbox = scope.getByRole('listbox', { name: label, exact: true });
  const choice = listbox.getByRole('option', { name: option, exact: typeof option === 'string' });
  const name = (await choice.textContent())!;
  await choice.click();
  await expect.poll(() => box.inputValue()).toBe(name);
  await listbox.waitFor({ state: 'hidden' });
}
