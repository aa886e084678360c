import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { throttleCpu, usePortal } from './harness.ts';

const portal = usePortal();

/**
 * Issue 20: the home page's JavaScript, gzip, at most this. 100 -> 101 KB when issue 30's wave (status language,
 * the booking pattern's registry fields, the wallet home) added 229 bytes gzip to the shell's chunk (87,639 ->
 * 87,868): / measured 100.1 KB. 101 -> 100 KB (issue 31): the shell as one chunk (apps/web/build/chunk-groups.ts),
 * not eight, measured 96.6 KB.
 */
const HOME_SCRIPT_BUDGET = 100 * 1024;
/**
 * Issue 31, the phone: at most this many scripts on a first visit. A phone fetches from one host over HTTP/1.1 on
 * six connections, so every six scripts more is one more round trip before the first paint (Lighthouse's simulated
 * 150 ms). The automatic split had /golf fetch 23 scripts, /turf 27, most under 1 KB.
 */
const HOME_SCRIPT_COUNT = 3;
const LANDING_SCRIPT_COUNT = 8;
/**
 * A service landing adds its page and the template, not the forms: zod and the booking dialogs load when a booking
 * starts. Loading the schemas (a constant taken from a zod module) adds about 25 KB and crosses this.
 * 112 -> 114 KB when the header gained Offers, Rewards, My bookings and the cart link and the catalogue the offers,
 * rewards and console strings (issues 18, 19: /turf measured 112.0); splitting the catalogue by audience is next.
 * 114 -> 116 KB when the kind registry became each kind's whole manifest (issue 28: home tiles, menus, labels) and
 * the error line of every field was reserved (issue 30): /airport-concierge-service measured 115.1. Winning it back
 * (the registry's web-only parts and the messages catalogue split by route) is issue 31's phone work.
 * 116 -> 117 KB with the same wave: /airport-concierge-service measured 116.2.
 * 117 -> 112 KB (issue 31, the phone): a landing takes the catalogue's landing strings (`landingMessages`), not the
 * whole catalogue (6.7 KB gzip); /turf measured 110.7, down from 116.7.
 */
const LANDING_SCRIPT_BUDGET = 112 * 1024;
const landings = ['/golf', '/airport-concierge-service', '/airport-transfers', '/turf', '/t20'];

interface HomeLoad {
  scripts: { url: string; gzip: number }[];
  total: number;
  console: string[];
}

// Cardholder-only routes open the sign-in dialog on a signed-out visit (spec 02 §6), as the spec's own lists do.
const cardholderOnly = new Set(['/golf-bookings', '/my-bookings', '/my-benefits']);

/**
 * A signed-out visit to `path` with no interaction, measured at one fixed moment: the page's h1 drawn (and, on a
 * cardholder-only route, the sign-in dialog open with the focus in it, which loads the header's menus as a first
 * interaction does), then no request in flight for half a second from then on. Every script fetched until that
 * moment, each as gzip level 9 of its body (what the build's .gz files hold), and every console warning or error.
 * Not Playwright's 'networkidle': that fires once per load, so on a busy machine it could fire before the dialog's
 * chunks were asked for, and a route was then charged for them (issue 32).
 */
async function loadHome(browser: Browser, baseURL: string, viewport: { width: number; height: number }, path = '/'): Promise<HomeLoad> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await throttleCpu(page);
  const bodies: Promise<{ url: string; gzip: number }>[] = [];
  const messages: string[] = [];
  let inFlight = 0;
  let lastChange = Date.now();
  const settled = () => {
    inFlight--;
    lastChange = Date.now();
  };
  page.on('request', () => {
    inFlight++;
    lastChange = Date.now();
  });
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length })));
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  await page.goto(path);
  // The h1 as drawn, not by role: on a cardholder-only route the sign-in dialog opens over the page and hides the
  // rest from the accessibility tree, so a role query finds the heading only if it looks before the dialog opens.
  await page.locator('h1').first().waitFor();
  if (cardholderOnly.has(path)) {
    await page.getByRole('dialog', { name: 'Log In' }).waitFor();
    await page.waitForFunction(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement) === true);
  }
  const since = Date.now();
  await expect
    .poll(() => inFlight === 0 && Date.now() - Math.max(lastChange, since) >= 500, {
      timeout: 30_000,
      message: `${path}: network never quiet`,
    })
    .toBe(true);
  const scripts = await Promise.all(bodies);
  await context.close();
  return { scripts, total: scripts.reduce((sum, s) => sum + s.gzip, 0), console: messages };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('home page weight', () => {
  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['mobile', { width: 375, height: 800 }],
  ] as const) {
    it(`loads at most ${HOME_SCRIPT_BUDGET / 1024} KB gzip of JavaScript in at most ${HOME_SCRIPT_COUNT} scripts signed out (${name}), with no console warning or error`, async () => {
      const load = await loadHome(portal.browser, portal.server.url, viewport);
      console.info(
        `home page (${name}): ${load.scripts.length} scripts, ${kb(load.total)} gzip (budget ${kb(HOME_SCRIPT_BUDGET)})\n${load.scripts
          .map((s) => `  ${kb(s.gzip).padStart(9)}  ${s.url}`)
          .join('\n')}`,
      );
      expect(load.scripts.length).toBeGreaterThan(0);
      expect(load.scripts.length).toBeLessThanOrEqual(HOME_SCRIPT_COUNT);
      expect(load.total).toBeLessThanOrEqual(HOME_SCRIPT_BUDGET);
      expect(load.console).toEqual([]);
    });
  }
});

describe('service landing weight', () => {
  it(`loads at most ${LANDING_SCRIPT_BUDGET / 1024} KB gzip of JavaScript in at most ${LANDING_SCRIPT_COUNT} scripts on each service landing, signed out, with no console warning or error`, async () => {
    for (const path of landings) {
      const load = await loadHome(portal.browser, portal.server.url, { width: 375, height: 800 }, path);
      console.info(
        `${path}: ${load.scripts.length} scripts, ${kb(load.total)} gzip (budget ${kb(LANDING_SCRIPT_BUDGET)})\n${load.scripts
          .map((s) => `  ${kb(s.gzip).padStart(9)}  ${s.url}`)
          .join('\n')}`,
      );
      expect({ path, total: load.total, console: load.console }).toEqual({ path, total: expect.any(Number), console: [] });
      expect(load.total, path).toBeLessThanOrEqual(LANDING_SCRIPT_BUDGET);
      expect(load.scripts.length, `${path}: scripts`).toBeLessThanOrEqual(LANDING_SCRIPT_COUNT);
    }
  });
});

/** Issues 18 and 19: each new route adds at most this much gzip JavaScript to what the home page loads. */
const ROUTE_SCRIPT_BUDGET = 30 * 1024;
const newRoutes = ['/my-bookings', '/offers'];
// Issue 19's rewards: tours, staycations, expeditions and the cart.
newRoutes.push(
  '/tours',
  '/tours/mum-heritage',
  '/staycations',
  '/staycations/goa-sands',
  '/expeditions',
  '/expeditions/andaman-reefs',
  '/cart',
);

// What a cardholder-only route adds is counted beyond what /golf-bookings loads signed out at the same moment (its
// dialog open), so the dialog is not charged to it.
newRoutes.push('/my-benefits');

describe('new route weight', () => {
  it(`adds at most ${ROUTE_SCRIPT_BUDGET / 1024} KB gzip of JavaScript to the home page's on each new route, signed out, with no console warning or error`, async () => {
    const viewport = { width: 375, height: 800 };
    const urls = async (path: string) => (await loadHome(portal.browser, portal.server.url, viewport, path)).scripts.map((s) => s.url);
    const home = new Set(await urls('/'));
    const signInAsked = new Set([...home, ...(await urls('/golf-bookings'))]);
    const failures: string[] = [];
    for (const path of newRoutes) {
      const load = await loadHome(portal.browser, portal.server.url, viewport, path);
      const baseline = cardholderOnly.has(path) ? signInAsked : home;
      const added = load.scripts.filter((s) => !baseline.has(s.url));
      const total = added.reduce((sum, s) => sum + s.gzip, 0);
      console.info(
        `${path}: adds ${added.length} scripts, ${kb(total)} gzip (budget ${kb(ROUTE_SCRIPT_BUDGET)})\n${added
          .map((s) => `  ${kb(s.gzip).padStart(9)}  ${s.url}`)
          .join('\n')}`,
      );
      if (load.console.length > 0) failures.push(`${path}: ${load.console.join('; ')}`);
      if (total > ROUTE_SCRIPT_BUDGET) failures.push(`${path}: ${kb(total)}`);
    }
    // Every route is measured before any is reported, so one heavy route does not hide the others' figures.
    expect(failures).toEqual([]);
  });
});
