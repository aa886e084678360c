/**
 * Screenshot comparison for playwright-core under vitest: the equivalent of @playwright/test's
 * `toHaveScreenshot`. Baselines are committed in e2e/__screenshots__/<name>.png; a failed comparison writes
 * <name>.actual.png and <name>.diff.png into .tmp/screenshots/. Regenerate every baseline with
 *
 *   UPDATE_SCREENSHOTS=1 npx vitest run --project e2e e2e/screenshots.test.ts
 *
 * A missing baseline fails the test (a normal run never creates one), so a forgotten `git add` shows.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Locator, LocatorScreenshotOptions, Page } from 'playwright-core';
import { animationsSettled } from './harness.ts';

const root = path.resolve(import.meta.dirname, '..');
export const BASELINE_DIR = path.join(import.meta.dirname, '__screenshots__');
export const FAILURE_DIR = path.join(root, '.tmp', 'screenshots');
export const UPDATE_COMMAND = 'UPDATE_SCREENSHOTS=1 npx vitest run --project e2e e2e/screenshots.test.ts';

/**
 * Text that differs from run to run, masked wherever it shows: dates (bookings are made relative to today),
 * booking references (random), and the copyright line (its year is this year).
 */
export const VOLATILE_TEXT: RegExp[] = [
  /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{4}\b/,
  /\b\d{1,2}\/\d{1,2}\/\d{4}\b/,
  /\b(GLF|VIP|TRF|TUF|T20|TUR|HTL|EXP)-[A-Z0-9]{4,}\b/,
  /©/,
];

/**
 * Hidden while the shot is taken: toasts come and go on timers of their own (whether one is still up is a
 * race), so a page is compared without them; they have their own tests.
 */
const HIDDEN_WHILE_SHOOTING = '[data-sonner-toaster], [data-sonner-toast] { visibility: hidden !important; }';

export interface ScreenshotOptions {
  /** One element instead of the page (a section of a long page); `fullPage` does not apply. */
  element?: Locator;
  /** The whole scrollable page (default) or just the viewport, e.g. for a modal dialog. */
  fullPage?: boolean;
  /** More elements to cover with a solid box, beyond those showing VOLATILE_TEXT. */
  mask?: Locator[];
  /** More text patterns to mask. */
  maskText?: RegExp[];
  /** pixelmatch's per-pixel colour threshold, 0 to 1 (default 0.1). */
  threshold?: number;
  /** The share of pixels that may differ (default 0.005, i.e. 0.5%): anti-aliasing, not layout. */
  maxDiffRatio?: number;
}

/** Waits for what a screenshot must not catch half-done: the network, web fonts, every image, animations. */
export async function pageSettled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    // A full-page shot includes what lies below the fold; lazy images there would load (or not) by chance.
    for (const img of Array.from(document.images)) if (img.loading === 'lazy') img.loading = 'eager';
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images).map((img) =>
        img.complete
          ? img.decode().catch(() => undefined)
          : new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
  });
  await animationsSettled(page);
}

const shoot = (page: Page, options: ScreenshotOptions) => {
  const settings: LocatorScreenshotOptions = {
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    style: HIDDEN_WHILE_SHOOTING,
    // Shooting one element (a dialog), only its own volatile text is masked: a mask is drawn over whatever is on top.
    mask: [
      ...[...VOLATILE_TEXT, ...(options.maskText ?? [])].map((pattern) => (options.element ?? page).getByText(pattern)),
      ...(options.mask ?? []),
    ],
    maskColor: '#FF00FF',
  };
  return options.element ? options.element.screenshot(settings) : page.screenshot({ ...settings, fullPage: options.fullPage ?? true });
};

const differingPixels = (a: PNG, b: PNG, threshold: number, diff?: PNG) =>
  pixelmatch(a.data, b.data, diff?.data, a.width, a.height, { threshold });

/**
 * A shot of a page at rest: shots are taken until two in a row are the same (at most 5), as Playwright's
 * toHaveScreenshot does, so a late layout shift or image decode is waited out, not compared.
 */
async function stableShot(page: Page, options: ScreenshotOptions): Promise<PNG> {
  await pageSettled(page);
  let previous = PNG.sync.read(await shoot(page, options));
  for (let attempt = 0; attempt < 4; attempt++) {
    const next = PNG.sync.read(await shoot(page, options));
    if (next.width === previous.width && next.height === previous.height && differingPixels(previous, next, 0) === 0) return next;
    previous = next;
  }
  throw new Error('The page kept changing: five screenshots in a row differed. Mask or wait for what moves.');
}

function writeFailure(name: string, actual: PNG, diff?: PNG) {
  mkdirSync(FAILURE_DIR, { recursive: true });
  const written = [path.join(FAILURE_DIR, `${name}.actual.png`)];
  writeFileSync(written[0]!, PNG.sync.write(actual));
  if (diff) {
    written.push(path.join(FAILURE_DIR, `${name}.diff.png`));
    writeFileSync(written[1]!, PNG.sync.write(diff));
  }
  return written.map((file) => path.relative(root, file)).join(' and ');
}

/**
 * Compares the page with the committed baseline e2e/__screenshots__/<name>.png; with UPDATE_SCREENSHOTS=1
 * writes (or overwrites) the baseline instead.
 */
export async function expectScreenshot(page: Page, name: string, options: ScreenshotOptions = {}) {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) throw new Error(`Screenshot name "${name}": use lower-case letters, digits and dashes.`);
  const actual = await stableShot(page, options);
  const baseline = path.join(BASELINE_DIR, `${name}.png`);
  if (process.env.UPDATE_SCREENSHOTS === '1') {
    mkdirSync(BASELINE_DIR, { recursive: true });
    writeFileSync(baseline, PNG.sync.write(actual));
    return;
  }
  if (!existsSync(baseline)) {
    const written = writeFailure(name, actual);
    throw new Error(
      `No baseline screenshot ${path.relative(root, baseline)} (this run's is in ${written}). Create it with\n  ${UPDATE_COMMAND}\nthen look at it and commit it.`,
    );
  }
  const expected = PNG.sync.read(readFileSync(baseline));
  if (expected.width !== actual.width || expected.height !== actual.height) {
    const written = writeFailure(name, actual);
    throw new Error(
      `Screenshot ${name} is ${actual.width}×${actual.height} px, its baseline ${expected.width}×${expected.height} px; see ${written}. If the change is intended: ${UPDATE_COMMAND}`,
    );
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const count = differingPixels(expected, actual, options.threshold ?? 0.1, diff);
  const ratio = count / (actual.width * actual.height);
  const allowed = options.maxDiffRatio ?? 0.005;
  if (ratio > allowed) {
    const written = writeFailure(name, actual, diff);
    throw new Error(
      `Screenshot ${name} differs from its baseline in ${count} pixels (${(ratio * 100).toFixed(2)}%, at most ${(allowed * 100).toFixed(2)}% allowed); see ${written}. If the change is intended: ${UPDATE_COMMAND}`,
    );
  }
}
