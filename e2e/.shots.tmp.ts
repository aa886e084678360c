import { addDays, istDate } from '@portal/contract';
import { launchBrowser, openPage, startPortal } from './harness.ts';
import { signInThroughUi } from './sign-in.ts';
import { openCalendar } from './date-field.ts';

const server = await startPortal();
const browser = await launchBrowser();
try {
  for (const width of [1280, 375]) {
    const { page, context } = await openPage(browser, server.url, { width, height: 900 });
    await page.goto('/');
    await signInThroughUi(page, { bin: '41000001', mobile: width === 375 ? '9811100071' : '9811100072', name: 'Asha Devi Rao', email: 'asha@example.in' });
    await page.goto('/airport-concierge-service');
    await page.getByRole('button', { name: 'Book a visit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send booking request' });
    await dialog.waitFor();
    await page.getByRole('button', { name: 'Send booking request' }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/concierge-errors-${width}.png`, fullPage: false });
    await page.getByLabel('City').selectOption('Mumbai');
    await page.getByLabel('Travel type').selectOption('Domestic');
    await page.getByLabel('Assistance type').selectOption('Arrival');
    await page.getByLabel('Airport', { exact: true }).selectOption('mumbai-terminal-2');
    const cal = await openCalendar(page, 'Travel date');
    await cal.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots/concierge-calendar-${width}.png` });
    await page.keyboard.press('Escape');
    await page.getByLabel('Travel date', { exact: true }).fill(istDate(new Date()).split('-').reverse().join('/'));
    await page.getByLabel('Travel date', { exact: true }).scrollIntoViewIfNeeded();
    await page.getByLabel('Upload tickets').setInputFiles({ name: 'ticket.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots/concierge-window-${width}.png` });
    await page.getByLabel('Upload tickets').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/concierge-upload-${width}.png` });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    console.log('overflow', width, overflow);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
