import { expect } from 'vitest';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { openPage, visit, type TrackedPage } from './harness.ts';

const clientHeaders = { 'x-api-id': 'axis', 'x-client-id': 'axis-benefits', 'x-project-id': 'axis-benefits-web' };

interface OutboxEntry {
  channel: string;
  to: string;
  body: string;
  created_at: string;
}

async function outbox(request: APIRequestContext, mobile: string): Promise<OutboxEntry[]> {
  const res = await request.get(`/api/dev/outbox?to=${mobile}`);
  return (await res.json()) as OutboxEntry[];
}

/** The newest code sent to a mobile after `since` (an ISO time), read from the dev outbox. */
export async function waitForCode(request: APIRequestContext, mobile: string, since = ''): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const [newest] = await outbox(request, mobile);
        code = newest && newest.created_at > since ? newest.body.match(/\b(\d{6})\b/)?.[1] : undefined;
        return code;
      },
      { message: `no new code in the outbox for ${mobile}` },
    )
    .toBeDefined();
  return code!;
}

/** Time of the newest outbox message for a mobile ('' when none), to wait for the next one after it. */
export async function newestOutboxTime(request: APIRequestContext, mobile: string): Promise<string> {
  return (await outbox(request, mobile))[0]?.created_at ?? '';
}

/** Creates a cardholder through the API (as if they had signed up before). */
export async function createCardholder(request: APIRequestContext, input: { mobile: string; name?: string; email?: string }) {
  const res = await request.post('/api/customer/users', {
    headers: clientHeaders,
    data: {
      mobile: input.mobile,
      name: input.name ?? 'Asha Rao',
      email: input.email ?? `${input.mobile}@example.in`,
      calling_code: '91',
      country_id: 'IN',
    },
  });
  if (res.status() !== 201) throw new Error(`could not create cardholder: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

export const signInDialog = (page: Page) => page.getByRole('dialog', { name: 'Log In' });

/** Ends the browser's session on the server behind its back, as another device's "sign out everywhere" would. */
export async function revokeBehindTheBrowser(page: Page) {
  const user = await page.evaluate(
    () => JSON.parse(localStorage.getItem('currentUser') ?? 'null') as { token: string; session_id: string } | null,
  );
  if (!user) throw new Error('no signed-in user in this page');
  const res = await page.request.post(`/api/customer/sessions/${user.session_id}`, {
    headers: { ...clientHeaders, authorization: `Bearer ${user.token}` },
    data: {},
  });
  if (res.status() !== 200) throw new Error(`could not end the session: ${res.status()}`);
}

/** Spec 02 §6, §8: a 401 (here on a bin check) shows 'Please login to continue.' and opens the login dialog. */
export async function expectLoginRequested(page: Page, pleaseLogin: string) {
  await page.locator('[data-sonner-toast]', { hasText: pleaseLogin }).waitFor();
  await signInDialog(page).waitFor();
}

/** Opens the sign-in dialog from the header or side menu (unless one is open) and passes the card check. */
export async function enterCard(page: Page, bin: string) {
  const dialog = signInDialog(page);
  if (!(await dialog.isVisible())) {
    const logIn = page.locator('button:visible', { hasText: /^Log In$/ });
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    // Under 993 px the button sits in the side menu. Which of the two shows is known once the header has drawn.
    await logIn.or(openMenu).first().waitFor();
    if ((await logIn.count()) === 0) await openMenu.click();
    await logIn.first().click();
  }
  await dialog.getByLabel('Digits 1 to 4').fill(bin.slice(0, 4));
  await dialog.getByLabel('Digits 5 to 8').fill(bin.slice(4, 8));
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByTestId('card-name').waitFor();
}

/**
 * Signs in through the real modal, as a cardholder would: card check, mobile, sign-up when the mobile
 * is new, then the code read from the dev outbox. Resolves once the dialog has closed signed in.
 */
export async function signInThroughUi(page: Page, input: { bin: string; mobile: string; name?: string; email?: string }) {
  const since = await newestOutboxTime(page.request, input.mobile);
  await enterCard(page, input.bin);
  const dialog = signInDialog(page);
  await dialog.getByLabel('Mobile number (+91)').fill(input.mobile);
  const otpField = dialog.getByLabel('One-time code (OTP)');
  const signUpButton = dialog.getByRole('button', { name: 'Sign up' });
  await otpField.or(signUpButton).first().waitFor();
  if (await signUpButton.isVisible()) {
    await dialog.getByLabel('Name', { exact: true }).fill(input.name ?? 'Asha Rao');
    await dialog.getByLabel('E-mail').fill(input.email ?? `${input.mobile}@example.in`);
    await dialog.getByLabel(/I accept the/).check();
    await signUpButton.click();
  }
  await otpField.fill(await waitForCode(page.request, input.mobile, since));
  await dialog.waitFor({ state: 'detached' });
}

/** A new desktop page on which `cardholder` has signed in through the UI at `path` (the home page unless told). */
export async function openSignedIn(
  portal: { browser: Browser; server: { url: string } },
  cardholder: { bin: string; mobile: string; name?: string; email?: string },
  path = '/',
): Promise<TrackedPage> {
  const tracked = await openPage(portal.browser, portal.server.url);
  await visit(tracked.page, path);
  await signInThroughUi(tracked.page, cardholder);
  return tracked;
}
