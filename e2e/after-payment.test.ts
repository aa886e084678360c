import { describe, expect, it } from 'vitest';
import { messages } from '@portal/contract';
import { openPage, seriousA11yViolations, stableBox, usePortal, visit } from './harness.ts';
import { requestAndPayGolfGame } from './paid-request.ts';
import { signInDialog, signInThroughUi } from './sign-in.ts';

const portal = usePortal();

/** A CSS colour that is not grey: oklch with some chroma, or rgb whose channels differ. */
function hasHue(color: string) {
  const numbers = (color.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
  if (color.startsWith('oklch')) return (numbers[1] ?? 0) > 0.005;
  const [r = 0, g = 0, b = 0] = numbers;
  return Math.max(r, g, b) - Math.min(r, g, b) > 5;
}

/** Issue 20 part 4: what a cardholder sees after paying, and after being refused. */
describe('the moments after an action', () => {
  it('after paying for a golf game on a phone, the list highlights it with what happens next, its timeline and its status', async () => {
    const { page, context, consoleErrors } = await openPage(portal.browser, portal.server.url, { width: 375, height: 800 });
    await visit(page, '/golf');
    const bookingId = await requestAndPayGolfGame(page, { mobile: '9811100201', name: 'Meera Iyer' });

    // The toast sits clear of the header and its menu button, with a close button of at least 24 px.
    const toast = page.locator('[data-sonner-toast]', { hasText: messages.paymentSucceeded });
    // Each box once it shows and has stopped moving: the toast slides in, and the menu button is a stand-in until
    // the side menu's module arrives (read at the swap, its box was null).
    // The toast's boxes first, while it lasts (5 s: at a 4x throttle it had gone before its close button was read).
    const [toastBox, close] = await Promise.all([stableBox(toast), stableBox(toast.getByRole('button', { name: /close/i }))]);
    const header = await stableBox(page.locator('header'));
    const menuButton = await stableBox(page.getByRole('button', { name: 'Open menu' }));
    expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(toastBox.y).toBeGreaterThan(menuButton.y + menuButton.height);
    expect(close.width).toBeGreaterThanOrEqual(24);
    expect(close.height).toBeGreaterThanOrEqual(24);

    const paid = page.locator('article[data-highlighted="true"]');
    await paid.waitFor();
    await expect.poll(() => paid.innerText()).toContain('DLF Golf & Country Club');
    await expect.poll(() => paid.getByText(messages.paidBookingHeading).isVisible()).toBe(true);
    await expect.poll(() => paid.getByText(messages.nextStepGolf).isVisible()).toBe(true);
    await expect.poll(() => paid.getByText('Golf game').isVisible()).toBe(true);
    expect(await paid.innerText()).toContain('7:00 AM');
    // The status in words and in colour (not the grey of a closed booking).
    const status = paid.getByTestId('booking-status');
    await expect.poll(() => status.textContent()).toBe('Requested');
    const background = await status.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(hasHue(background)).toBe(true);
    expect(await status.getAttribute('data-tone')).toBe('progress');
    // Its timeline: requested and paid, confirmation to come.
    const timeline = paid.getByRole('list', { name: messages.bookingTimeline });
    await expect.poll(() => timeline.getByRole('listitem').allInnerTexts()).toHaveLength(4);
    expect(await timeline.locator('[aria-current="step"]').innerText()).toContain('Paid');
    // Its details are open; any other booking's open on request.
    await expect.poll(() => paid.getByRole('button', { name: /^Hide details of / }).getAttribute('aria-expanded')).toBe('true');
    expect(await paid.getAttribute('aria-labelledby')).toBe(`booking-${bookingId}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a card without golf hears the spec refusal, which card it is, and which cards include golf', async () => {
    const { page, context } = await openPage(portal.browser, portal.server.url);
    await visit(page, '/golf');
    await page.getByRole('button', { name: /Familiar with the Game/ }).click();
    await signInDialog(page).waitFor();
    await signInThroughUi(page, { bin: '41000005', mobile: '9811100202', name: 'Dev Patel' });
    const dialog = page.getByRole('dialog', { name: 'Send booking request' });
    const refusal = dialog.getByRole('alert');
    await refusal.waitFor();
    await expect.poll(() => refusal.innerText()).toContain(messages.invalidBinDialog);
    const text = await refusal.innerText();
    expect(text).toContain(messages.yourCardLacksService('Vistara', 'complimentary golf rounds and lessons'));
    expect(text).toContain('Only these cards include complimentary golf rounds and lessons: ');
    expect(text).toContain('Reserve');
    await refusal.getByText(messages.seeEligibleCards).click();
    await expect.poll(() => refusal.getByRole('link', { name: /^Reserve/ }).getAttribute('target')).toBe('_blank');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('the not-found page leads to the services, the bookings and home', async () => {
    const { page, context } = await openPage(portal.browser, portal.server.url);
    await visit(page, '/no-such-page');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    const next = page.getByRole('navigation', { name: 'Where to go next' });
    await expect.poll(() => next.getByRole('link', { name: 'Golf', exact: true }).getAttribute('href')).toBe('/golf');
    await expect.poll(() => next.getByRole('link', { name: 'Golf Bookings' }).getAttribute('href')).toBe('/golf-bookings');
    await next.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
