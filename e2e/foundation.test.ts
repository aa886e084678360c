import { describe, expect, it } from 'vitest';
import { openPage, usePortal, visit } from './harness.ts';

const portal = usePortal();

describe('home, info and fallback pages', () => {
  it('renders the home page with the header, the footer and no console error', async () => {
    const { page, consoleErrors, context } = await openPage(portal.browser, portal.server.url);
    await visit(page, '/');
    await expect(page.getByRole('link', { name: /home/i }).first().isVisible()).resolves.toBe(true);
    expect(await page.getByRole('button', { name: 'Eligible Cards' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Log In' }).isVisible()).toBe(true);
    expect(await page.getByText('© 2020-21').isVisible()).toBe(true);
    expect(await page.getByRole('img', { name: 'PCI DSS compliant' }).isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  for (const [path, heading, text] of [
    ['/info/terms-and-conditions', 'Terms and Conditions', 'Card authentication fee'],
    ['/info/privacy-policy', 'Privacy Policy', 'never stored or logged'],
    ['/info/cancellation-policy', 'Cancellation Policy', 'refunded'],
    ['/info/contact-us', 'Contact Us', '1800 103 4962'],
  ] as const) {
    it(`renders ${path} with real content`, async () => {
      const { page, consoleErrors, context } = await openPage(portal.browser, portal.server.url);
      await visit(page, path);
      expect(await page.getByRole('heading', { level: 1, name: heading }).isVisible()).toBe(true);
      expect(await page.getByText(text).first().isVisible()).toBe(true);
      expect(await page.title()).toContain(heading);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }

  it('shows the eligible cards dropdown with credit and debit groups linking out', async () => {
    const { page, context } = await openPage(portal.browser, portal.server.url);
    await visit(page, '/');
    await page.getByRole('button', { name: 'Eligible Cards' }).click();
    const reserve = page.getByRole('link', { name: /^Reserve/ });
    expect(await reserve.getAttribute('href')).toMatch(/^https:\/\//);
    expect(await page.getByRole('region', { name: 'Debit Cards' }).getByRole('link').count()).toBe(3);
    await context.close();
  });

  it('answers unknown pages with the 404 page, and the maintenance and no-result pages exist', async () => {
    const { page, consoleErrors, context } = await openPage(portal.browser, portal.server.url);
    await visit(page, '/no/such/page');
    expect(await page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
    await visit(page, '/maintenance');
    expect(await page.getByRole('heading', { name: "We'll be back soon" }).isVisible()).toBe(true);
    await visit(page, '/noresult');
    expect(await page.getByRole('heading', { name: 'No results' }).isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('answers a HEAD for a deep link like its GET (link checkers and uptime monitors ask HEAD), and /api ones with JSON', async () => {
    const page = await fetch(`${portal.server.url}/golf-bookings`, { method: 'HEAD' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const api = await fetch(`${portal.server.url}/api/no/such/call`, { method: 'HEAD' });
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
