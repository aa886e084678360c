import { describe, expect, it } from 'vitest';
import { openPage, seriousA11yViolations, usePortal, visit } from './harness.ts';
import { payByCardForm } from './payment.ts';
import { signInDialog, signInThroughUi } from './sign-in.ts';

const portal = usePortal();

describe('walletbuddy: the gift-card wallet and a gift card bought by card (issue 29)', () => {
  it('buys a gift card paid in full at the sandbox bank; it is issued and shows in the wallet with its balance', async () => {
    const { page, context } = await openPage(portal.browser, portal.server.url);
    await visit(page, '/wallet');
    await signInDialog(page).waitFor();
    await signInThroughUi(page, { bin: '41000001', mobile: '9811100291', name: 'Asha Rao', email: 'asha.wallet@example.in' });
    await page.getByRole('heading', { level: 1, name: 'My gift cards' }).waitFor();
    await page.getByText('You have no gift cards yet. Buy one below, or claim one from your benefits.').waitFor();

    // The first gift card on sale, at Rs.1,000.
    const buy = page.getByRole('button', { name: /^Buy the .+ gift card$/ }).first();
    await buy.waitFor();
    const brand = /^Buy the (.+) gift card$/.exec((await buy.textContent()) ?? '')![1]!;
    await page.getByLabel(`Value of the ${brand} gift card`).selectOption({ label: 'Rs.1,000' });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await buy.click();

    await page.waitForURL('**/wallet/purchases/*');
    await page.getByRole('heading', { level: 1, name: 'Pay for your gift card' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Total to pay: Rs.1,000' }).waitFor();
    await payByCardForm(page, 'Pay Rs.1,000');

    // Back from the gateway: the card is issued by the server's job, then it is in the wallet.
    await page.waitForURL('**/wallet/purchases/*?outcome=success');
    await page.getByRole('heading', { level: 1, name: 'Your gift card is issued' }).waitFor({ timeout: 30_000 });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'See it in My gift cards' }).click();
    await page.waitForURL('**/wallet');
    const card = page.getByRole('listitem', { name: `${brand} gift card` });
    await card.waitFor();
    await expect.poll(() => card.innerText()).toMatch(/Balance\s+Rs\.1,000/);
    await expect.poll(() => card.getByText('Bought by card').isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
