import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { displayDate, firstGolfDate, GOLF_ADVANCE_DAYS, messages, UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES } from '@portal/contract';
import { openPage, seriousA11yViolations, usePortal, visit } from './harness.ts';
import { descriptionOf } from './date-field.ts';
import { enterCard, signInDialog, signInThroughUi } from './sign-in.ts';

// Issue 30 in a real browser at both widths: the golf dialog explains the lead time on its first day, the concierge
// dialog checks uploads before anything is sent, and the dialogs do not move when an error appears (no swallowed
// clicks).
const portal = usePortal();

const widths = [
  [1280, 900],
  [375, 812],
] as const;

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/**
 * Where `target` sits inside the dialog's scrolling content, once it has stopped moving: a layout shift changes it,
 * the dialog scrolling to a field does not.
 */
async function placeInDialog(dialog: Locator, target: Locator) {
  await target.waitFor({ state: 'visible' });
  const box = await target.evaluate((element) => {
    const scroller = element.closest('[role="dialog"]')!;
    const inner = element.getBoundingClientRect();
    const outer = scroller.getBoundingClientRect();
    return `${Math.round(inner.x - outer.x)},${Math.round(inner.y - outer.y + scroller.scrollTop)},${Math.round(inner.width)}x${Math.round(inner.height)}`;
  });
  return box;
}

/** Where `target` is on the screen, read twice a frame apart until it stays (an entrance animation has ended). */
async function screenBox(target: Locator) {
  await target.waitFor({ state: 'visible' });
  let last = '';
  for (;;) {
    const box = await target.evaluate(
      (element) =>
        new Promise<string>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const r = element.getBoundingClientRect();
              resolve(`${Math.round(r.x)},${Math.round(r.y)},${Math.round(r.width)}x${Math.round(r.height)}`);
            }),
          ),
        ),
    );
    if (box === last) return box;
    last = box;
  }
}

/** Opens a kind's booking dialog from its landing page with the page's one booking button. */
async function openBooking(page: Page, landing: string, button: string | RegExp) {
  await visit(page, landing);
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: 'Send booking request' });
  await dialog.waitFor();
  return dialog;
}

/**
 * The terms box keeps its place when an empty submit shows every field's error, and the first tick on it (which
 * also ends the focus of the field being typed in) lands.
 */
async function termsStayPut(page: Page, dialog: Locator, terms: Locator) {
  const before = await placeInDialog(dialog, terms);
  await dialog.getByRole('button', { name: 'Send booking request' }).click();
  await expect.poll(() => dialog.getByRole('alert').count()).toBeGreaterThan(1);
  expect(await placeInDialog(dialog, terms)).toBe(before);
  await terms.click();
  await expect.poll(() => terms.isChecked()).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

describe('golf booking dialog', () => {
  for (const [width, height] of widths) {
    it(`explains the lead time on the first day offered and keeps the terms box in place when the errors show (${width} px)`, async () => {
      const { page, context, consoleErrors } = await openPage(portal.browser, portal.server.url, { width, height });
      await visit(page, '/golf');
      await signInThroughUi(page, { bin: '41000001', mobile: width === 1280 ? '9811130101' : '9811130102', name: 'Asha Rao' });
      const dialog = await openBooking(page, '/golf', /Familiar with the Game/);
      await expect
        .poll(() => descriptionOf(dialog, 'Booking date'))
        .toContain(
          `Bookings open from ${displayDate(firstGolfDate(new Date()))}: a request needs ${GOLF_ADVANCE_DAYS} clear days so the venue can confirm it.`,
        );
      await termsStayPut(page, dialog, dialog.getByLabel(/I accept the/));
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});

describe('airport concierge booking dialog', () => {
  for (const [width, height] of widths) {
    it(`refuses ${UPLOAD_MAX_FILES + 1} files, a wrong type and an oversized file in the browser, and sends nothing (${width} px)`, async () => {
      const { page, context, consoleErrors } = await openPage(portal.browser, portal.server.url, { width, height });
      await visit(page, '/');
      await signInThroughUi(page, { bin: '41000001', mobile: width === 1280 ? '9811130111' : '9811130112', name: 'Ravi Menon' });
      const dialog = await openBooking(page, '/airport-concierge-service', 'Book a visit');
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.method() !== 'GET') sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
      });

      const upload = dialog.getByLabel(/Upload tickets/);
      const chosen = dialog.getByRole('list', { name: 'Chosen tickets' });
      const tickets = (count: number) =>
        Array.from({ length: count }, (_, n) => ({ name: `ticket-${n + 1}.pdf`, mimeType: 'application/pdf', buffer: pdf }));
      await upload.setInputFiles(tickets(UPLOAD_MAX_FILES + 1));
      await dialog.getByText(messages.uploadTooManyFiles(UPLOAD_MAX_FILES)).waitFor();
      await expect.poll(() => chosen.count()).toBe(0);
      await upload.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
      await dialog.getByText(messages.fileFormatUnsupported).waitFor();
      await expect.poll(() => chosen.count()).toBe(0);
      await upload.setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(UPLOAD_MAX_FILE_BYTES + 1, 1) });
      await dialog.getByText(messages.uploadFileTooLarge('huge.pdf', UPLOAD_MAX_FILE_BYTES / 1_048_576)).waitFor();
      await expect.poll(() => chosen.count()).toBe(0);
      // Sending now is refused in the browser (no ticket was kept): nothing reaches the server.
      await dialog.getByRole('button', { name: 'Send booking request' }).click();
      await dialog.getByText(messages.ticketsRequired).waitFor();
      expect(sent).toEqual([]);
      // The limit itself is taken.
      await upload.setInputFiles(tickets(UPLOAD_MAX_FILES));
      await expect.poll(() => chosen.getByRole('listitem').count()).toBe(UPLOAD_MAX_FILES);
      expect(sent).toEqual([]);

      expect(consoleErrors).toEqual([]);
      await context.close();
    });

    it(`keeps the terms box in place when the errors show, and its first tick lands (${width} px)`, async () => {
      const { page, context } = await openPage(portal.browser, portal.server.url, { width, height });
      await visit(page, '/');
      await signInThroughUi(page, { bin: '41000001', mobile: width === 1280 ? '9811130121' : '9811130122', name: 'Neha Shah' });
      const dialog = await openBooking(page, '/airport-concierge-service', 'Book a visit');
      await termsStayPut(page, dialog, dialog.getByLabel(/I agree to the terms and conditions/));
      await context.close();
    });
  }
});

describe('sign-in dialog', () => {
  for (const [width, height] of widths) {
    it(`"Change card" keeps its place when a sign-up field's error appears, and its first click lands (${width} px)`, async () => {
      const { page, context } = await openPage(portal.browser, portal.server.url, { width, height });
      await visit(page, '/');
      await enterCard(page, '41000001');
      const dialog = signInDialog(page);
      await dialog.getByLabel('Mobile number (+91)').fill(width === 1280 ? '9811130141' : '9811130142');
      const name = dialog.getByLabel('Name', { exact: true });
      await dialog.getByRole('button', { name: 'Sign up' }).waitFor();
      const change = dialog.getByRole('button', { name: 'Change card' });
      const before = await screenBox(change);
      // A touched name left empty shows its error as the focus leaves it.
      await name.fill('A');
      await name.fill('');
      await name.press('Tab');
      await expect.poll(() => dialog.getByRole('alert').count()).toBeGreaterThan(0);
      expect(await screenBox(change)).toBe(before);
      // Typed in again and left by the click on "Change card": that first click lands.
      await name.fill('');
      await dialog.getByLabel('E-mail').fill('not an e-mail');
      await change.click();
      await dialog.getByLabel('Digits 1 to 4').waitFor();
      await context.close();
    });
  }
});
