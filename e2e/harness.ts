import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { spawnPortal, waitUntilReady } from '../scripts/portal-process.mjs';

const root = path.resolve(import.meta.dirname, '..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface PortalServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  output(): string;
}

/** The real server (`npm start`'s entry) on a free port with a fresh embedded database. */
export async function startPortal(env: Record<string, string> = {}): Promise<PortalServer> {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` before the browser suite (npm test does).');
  }
  const { child, url, dataDir } = await spawnPortal({ dataDirPrefix: 'portal-e2e-', env: { RATE_LIMIT_PER_MINUTE: '100000', ...env } });
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  await waitUntilReady(url, child).catch((error: Error) => {
    throw new Error(`${error.message}:\n${output}`);
  });
  return {
    url,
    dataDir,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  consoleErrors: string[];
}

// E2E_CPU_THROTTLE=4 runs the scripts of every page opened here four times slower, as on a low-end phone: to hunt
// races (decision 013).
const cpuThrottle = Number(process.env.E2E_CPU_THROTTLE ?? 1);

/** A page in a fresh context that records console errors and failed page errors. */
export async function openPage(browser: Browser, baseURL: string, viewport = { width: 1280, height: 900 }): Promise<TrackedPage> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  if (cpuThrottle > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { page, context, consoleErrors };
}

/**
 * Waits until no finite CSS transition or animation has run for a quiet spell (infinite ones, like
 * spinners, are left alone), so a check sees what stays on screen rather than one frame of a toast
 * fading in. The spell covers an entrance that starts a frame or a timer tick after the page settled.
 */
export async function animationsSettled(page: Page, quietMs = 250) {
  await page.evaluate(
    (quiet) =>
      new Promise<void>((resolve) => {
        const moving = () =>
          document
            .getAnimations()
            .some((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
        let quietSince = performance.now();
        const deadline = quietSince + 10_000;
        const frame = (now: number) => {
          if (moving()) quietSince = now;
          if (now - quietSince >= quiet || now > deadline) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    quietMs,
  );
}

// A dismissed toast (sonner marks it data-removed) fades out for a moment and is unmounted: its timer can start that
// at any time, also while axe is reading the page, which then judges one faded frame of something leaving.
const LEAVING_TOAST = '[data-sonner-toast][data-removed="true"]';

/**
 * Whether every node axe named is gone, or inside a toast on its way out. A node in a frame or a shadow root (a
 * target of more than one selector) never counts as either.
 */
function onlyLeavingToasts(page: Page, targets: (string | null)[]) {
  return page.evaluate(
    ({ targets, leaving }) => targets.every((selector) => selector !== null && document.querySelector(selector)?.closest(leaving) !== null),
    { targets, leaving: LEAVING_TOAST },
  );
}

/** axe-core against WCAG 2.2 AA; returns the serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  for (let attempt = 1; ; attempt++) {
    await animationsSettled(page);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    const targets = serious.flatMap((v) => v.nodes.map((n) => (n.target.length === 1 ? String(n.target[0]) : null)));
    // What failed has left (or is leaving): judge the page again once it has gone.
    if (serious.length > 0 && attempt < 3 && (await onlyLeavingToasts(page, targets))) {
      await page.waitForFunction((leaving) => document.querySelector(leaving) === null, LEAVING_TOAST);
      continue;
    }
    return serious.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
  }
}

/**
 * Opens a page, lets its network settle and checks it with axe (every visited page is checked). `shown`: what the
 * page shows only for a moment (a toast lasts 5 s), each waited for first: the accessibility pass takes seconds on a
 * busy machine, and two test files run at once.
 */
export async function visit(page: Page, pathname: string, shown: Locator[] = []) {
  await page.goto(pathname);
  for (const moment of shown) await moment.waitFor();
  await page.waitForLoadState('networkidle');
  const violations = await seriousA11yViolations(page);
  if (violations.length) throw new Error(`Accessibility violations on ${pathname}:\n${violations.join('\n')}`);
}

/** Starts the portal and Chromium once for a test file and closes both after it. */
export function usePortal(env: Record<string, string> = {}) {
  const portal = {} as { server: PortalServer; browser: Browser };
  beforeAll(async () => {
    portal.server = await startPortal(env);
    portal.browser = await launchBrowser();
  });
  afterAll(async () => {
    await portal.browser?.close();
    await portal.server?.stop();
  });
  return portal;
}
