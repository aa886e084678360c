import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, seriousA11yViolations } from './harness.ts';

// The accessibility check must judge what stays on screen, not a frame of an entrance transition:
// a toast fading in is briefly low-contrast, and that made the suite fail by timing alone.
describe('the accessibility check', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('waits for an element fading in to finish before checking contrast', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent(`<!doctype html><html lang="en"><head><title>fade</title><style>
      #note { color: #000; background: #fff; opacity: 0.15; transition: opacity 1200ms linear; }
      #note.shown { opacity: 1; }
    </style></head><body><main><p id="note">A notice that fades in</p></main>
    <script>requestAnimationFrame(() => requestAnimationFrame(() => document.getElementById('note').classList.add('shown')));</script>
    </body></html>`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('judges the page again when what failed was a toast leaving during the check', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // A toast at the end of its life: dismissed (sonner's data-removed), half faded, gone a moment later. Its fade
    // is not an animation the check can wait for (the toast's timer starts it at any time, here before the check).
    await page.setContent(`<!doctype html><html lang="en"><head><title>leaving</title></head><body><main>
      <p>What stays</p>
      <ol><li data-sonner-toast data-removed="true" style="opacity:0.4;color:#000;background:#fff">Saved</li></ol>
    </main><script>setTimeout(() => document.querySelector('[data-sonner-toast]').remove(), 1500);</script>
    </body></html>`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('still reports a toast that stays on screen with low contrast', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent(`<!doctype html><html lang="en"><head><title>faint toast</title></head><body><main>
      <ol><li data-sonner-toast data-removed="false" style="color:#bbb;background:#fff">Saved</li></ol>
    </main></body></html>`);
    expect((await seriousA11yViolations(page)).join('\n')).toMatch(/^color-contrast/);
    await context.close();
  });

  it('still reports low contrast that stays on screen', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent(`<!doctype html><html lang="en"><head><title>faint</title></head>
      <body><main><p style="color:#bbb;background:#fff">Faint text</p></main></body></html>`);
    expect((await seriousA11yViolations(page)).join('\n')).toMatch(/^color-contrast/);
    await context.close();
  });
});
