import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, afterEach, beforeAll } from 'vitest';
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

// A server starts in a few seconds on an idle machine (about 11 s of CPU: tsx, PGlite's initdb, migrations, seed); on
// the shared 2-core one at load 30 one took 58 s alone and four at once more than 180 s. A server that exits fails
// at once; this limit only ends one that hangs.
const SERVER_START_MS = 300_000;

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
  await waitUntilReady(url, child, SERVER_START_MS).catch((error: Error) => {
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

// E2E_TRACE=1 records a Playwright trace of every page opened here, kept when its test fails (it costs the pages
// CPU, so it is off unless asked for).
const tracing = process.env.E2E_TRACE === '1';

/** Every page opened here and still open, with all its console lines, for keepFailure. */
const openPages = new Map<Page, { context: BrowserContext; log: string[] }>();

/** Slows the page's scripts by E2E_CPU_THROTTLE (every page opened for a test should be). */
export async function throttleCpu(page: Page) {
  if (cpuThrottle > 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
}

/** A page in a fresh context that records console errors and failed page errors. */
export async function openPage(browser: Browser, baseURL: string, viewport = { width: 1280, height: 900 }): Promise<TrackedPage> {
  const context = await browser.newContext({ baseURL, viewport });
  if (tracing) await context.tracing.start({ snapshots: true, screenshots: true });
  const page = await context.newPage();
  await throttleCpu(page);
  const consoleErrors: string[] = [];
  const log: string[] = [];
  const at = () => new Date().toISOString().slice(11, 23);
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
    log.push(`${at()} ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    consoleErrors.push(error.message);
    log.push(`${at()} pageerror: ${error.stack ?? error.message}`);
  });
  page.on('requestfailed', (request) =>
    log.push(`${at()} request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  openPages.set(page, { context, log });
  context.on('close', () => openPages.delete(page));
  return { page, context, consoleErrors };
}

export const failuresRoot = path.resolve(root, process.env.E2E_FAILURES_DIR ?? '.tmp/e2e-failures');

/**
 * What a person needs to see why a browser test failed, written under `.tmp/e2e-failures/<file>--<test>/`: each
 * page still open (a test that fails never reaches its `context.close()`) as a screenshot, its HTML and its console
 * (every message, page errors, failed requests), and its trace with E2E_TRACE=1. Returns the folder.
 */
export async function keepFailure(file: string, testName: string): Promise<string> {
  const slug = `${path.basename(file).replace(/\.test\.ts$/, '')}--${testName}`
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
  const dir = path.join(failuresRoot, slug);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const kept: string[] = [];
  let n = 0;
  for (const [page, { context, log }] of openPages) {
    const name = `page-${++n}`;
    writeFileSync(path.join(dir, `${name}.console.log`), `${page.url()}\n${log.join('\n')}\n`);
    kept.push(`${name}.console.log`);
    // Each step may fail on a page that has crashed or hangs: keep what can be had, and say what could not.
    const attempts: [string, () => Promise<unknown>][] = [
      [`${name}.png`, () => page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true, timeout: 15_000 })],
      [`${name}.html`, async () => writeFileSync(path.join(dir, `${name}.html`), await page.content())],
    ];
    if (tracing) attempts.push([`${name}.trace.zip`, () => context.tracing.stop({ path: path.join(dir, `${name}.trace.zip`) })]);
    for (const [file, attempt] of attempts) {
      try {
        await attempt();
        kept.push(file);
      } catch (error) {
        kept.push(`${file} (not kept: ${(error as Error).message.split('\n')[0]})`);
      }
    }
  }
  writeFileSync(path.join(dir, 'README.txt'), `${testName}\n${file}\n\n${kept.join('\n') || 'No page was open.'}\n`);
  return dir;
}

// Every test file that imports the harness keeps a failed test's pages, and its failure message names the folder.
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const dir = await keepFailure(task.file.name, task.name);
  const where = `Pages kept in ${path.relative(root, dir)}/ (screenshot, HTML, console${tracing ? ', trace' : ''})`;
  const first = task.result.errors?.[0];
  if (first) first.message = `${first.message}\n${where}`;
  else console.error(where);
});

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

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where an element is once it shows and has stopped moving: visible, then the same box for `quietMs` of frames
 * (an entrance slides, a lazy panel swaps its stand-in). Read from one element in one call, so it is never null:
 * when the element is replaced meanwhile, the locator finds the new one and waits again.
 */
export async function stableBox(locator: Locator, quietMs = 200): Promise<Box> {
  for (let attempt = 1; ; attempt++) {
    await locator.waitFor({ state: 'visible' });
    const box = await locator.evaluate(
      (element, quiet) =>
        new Promise<Box | null>((resolve) => {
          let last = '';
          let since = performance.now();
          const deadline = since + 10_000;
          const frame = (now: number) => {
            if (!element.isConnected) return resolve(null);
            const { x, y, width, height } = element.getBoundingClientRect();
            const key = `${x},${y},${width},${height}`;
            if (key !== last) [last, since] = [key, now];
            if (width > 0 && height > 0 && (now - since >= quiet || now > deadline)) resolve({ x, y, width, height });
            else if (now > deadline) resolve(null);
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }),
      quietMs,
    );
    if (box) return box;
    if (attempt === 5) throw new Error(`${String(locator)} never stayed on screen long enough to be measured`);
  }
}

// A dismissed toast (sonner marks it data-removed) fades out for a moment and is unmounted: its timer can start that
// at any time, also while axe is reading the page, which then judges one faded frame of something leaving.
const LEAVING_TOAST = '[data-sonner-toast][data-removed="true"]';

/** A node axe faulted: its selector (one per frame or shadow root it is inside) and its HTML when it was checked. */
export interface FaultedNode {
  target: unknown[];
  html: string;
}

/**
 * Whether every node axe named has left the page, or is inside a toast on its way out. A node removed while axe
 * ran keeps its HTML but gets the selector `:root` (axe works the selector out at the end, from a detached node):
 * so a selector that finds nothing, or finds an element of another tag than the HTML axe kept, means it has left.
 * A node in a frame or a shadow root (a target of more than one selector) never counts as either.
 */
export function leftThePage(page: Page, nodes: FaultedNode[]) {
  return page.evaluate(
    ({ nodes, leaving }) =>
      nodes.every(({ target, html }) => {
        if (target.length !== 1) return false;
        const found = document.querySelector(String(target[0]));
        const tag = /^<([\w-]+)/.exec(html)?.[1]?.toLowerCase();
        return found === null || found.tagName.toLowerCase() !== tag || found.closest(leaving) !== null;
      }),
    { nodes, leaving: LEAVING_TOAST },
  );
}

/** axe-core against WCAG 2.2 AA; returns the serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  for (let attempt = 1; ; attempt++) {
    await animationsSettled(page);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    const nodes = serious.flatMap((v) => v.nodes.map((n) => ({ target: n.target as unknown[], html: n.html })));
    // What failed has left (or is leaving): judge the page again once it has gone.
    if (serious.length > 0 && attempt < 3 && (await leftThePage(page, nodes))) {
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
