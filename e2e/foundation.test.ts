import { describe, expect, it } from 'vitest';
import { openPage, usePortal, visit } from './harness.ts';

const portal = usePortal();

describe('home, info and fallback pages', () => {
  it('renders the home page with the header, the footer and no console error', async () => {
    const { page, consoleErrors, context } = await openPage(portal.browser, portal.server.url);
    await visit(page, '/');
    await expect(page.getByRole('link', { name: /home/i }).first().isVisible()).resolves.toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Eligible Cards' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Log In' }).isVisible()).toBe(true);
    // Issue 20: the spec's '2020-21' now runs to the current year.
    await expect.poll(() => page.getByText(`© 2020-${String(new Date().getFullYear()).slice(-2)}`).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('img', { name: 'PCI DSS compliant' }).isVisible()).toBe(true);
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
      await expect.poll(() => page.getByRole('heading', { level: 1, name: heading }).isVisible()).toBe(true);
      await expect.poll(() => page.getByText(text).first().isVisible()).toBe(true);
      await expect.poll(() => page.title()).toContain(heading);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }

  it('shows the eligible cards dropdown with credit and debit groups linking out', async () => {
    const { page, context } = await openPage(portal.browser, portal.server.url);
    await visit(page, '/');
    await page.getByRole('button', { name: 'Eligible Cards' }).click();
    const reserve = page.getByRole('link', { name: /^Reserve/ });
    await expect.poll(() => reserve.getAttribute('href')).toMatch(/^https:\/\//);
    await expect.poll(() => page.getByRole('region', { name: 'Debit Cards' }).getByRole('link').count()).toBe(3);
    await context.close();
  });

  it('answers unknown pages with the 404 page, and the maintenance and no-result pages exist', async () => {
    const { page, consoleErrors, context } = await openPage(portal.browser, portal.server.url);
    await visit(page, '/no/such/page');
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
    await visit(page, '/maintenance');
    await expect.poll(() => page.getByRole('heading', { name: "We'll be back soon" }).isVisible()).toBe(true);
    await visit(page, '/noresult');
    await expect.poll(() => page.getByRole('heading', { name: 'No results' }).isVisible()).toBe(true);
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

  it('sends the app compressed (brotli, else gzip), hashed assets cached for a year, the page revalidated, and a real robots.txt', async () => {
    const base = portal.server.url;
    const html = await fetch(`${base}/`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(html.headers.get('content-encoding')).toBe('br');
    expect(html.headers.get('cache-control')).toBe('no-cache');
    const page = await html.text();
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
    expect(script).toBeDefined();

    const brotli = await fetch(`${base}${script}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.status).toBe(200);
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toMatch(/javascript/);
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const gzip = await fetch(`${base}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await fetch(`${base}${script}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    // fetch decodes what it was sent: all three are the same script.
    const [a, b, c] = await Promise.all([brotli.text(), gzip.text(), plain.text()]);
    expect(a).toBe(c);
    expect(b).toBe(c);

    const robots = await fetch(`${base}/robots.txt`);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    await expect.poll(() => robots.text()).toMatch(/^User-agent: \*$/m);
  });
});
