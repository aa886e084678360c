import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, leftThePage, seriousA11yViolations, stableBox } from './harness.ts';

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

  /** The check's verdict on a page of this markup (`head` and `body` of an English document titled `title`). */
  async function violationsOn(title: string, body: string, head = '') {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent(`<!doctype html><html lang="en"><head><title>${title}</title>${head}</head><body>${body}</body></html>`);
    const violations = await seriousA11yViolations(page);
    await context.close();
    return violations;
  }

  it('waits for an element fading in to finish before checking contrast', async () => {
    const violations = await violationsOn(
      'fade',
      `<main><p id="note">A notice that fades in</p></main>
      <script>requestAnimationFrame(() => requestAnimationFrame(() => document.getElementById('note').classList.add('shown')));</script>`,
      `<style>
        #note { color: #000; background: #fff; opacity: 0.15; transition: opacity 1200ms linear; }
        #note.shown { opacity: 1; }
      </style>`,
    );
    expect(violations).toEqual([]);
  });

  it('judges the page again when what failed was a toast leaving during the check', async () => {
    // A toast at the end of its life: dismissed (sonner's data-removed), half faded, gone a moment later. Its fade
    // is not an animation the check can wait for (the toast's timer starts it at any time, here before the check).
    const violations = await violationsOn(
      'leaving',
      `<main><p>What stays</p>
      <ol><li data-sonner-toast data-removed="true" style="opacity:0.4;color:#000;background:#fff">Saved</li></ol></main>
      <script>setTimeout(() => document.querySelector('[data-sonner-toast]').remove(), 1500);</script>`,
    );
    expect(violations).toEqual([]);
  });

  // Seen under load: the toast's timer removed it while axe ran, and axe named it `:root` (it works a node's selector
  // out at the end, from the detached node), so the check took the page itself for what failed.
  it('takes a node axe names `:root` with the HTML of another element for one that has left the page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent(`<!doctype html><html lang="en"><head><title>gone</title></head>
      <body><main><p style="color:#bbb;background:#fff">Faint text</p></main></body></html>`);
    const gone = { target: [':root'], html: '<li data-sonner-toast="" data-removed="true" style="opacity:0.4">Saved</li>' };
    const stays = { target: ['p'], html: '<p style="color:#bbb;background:#fff">Faint text</p>' };
    const root = { target: [':root'], html: '<html lang="en">' };
    expect(await leftThePage(page, [gone])).toBe(true);
    expect(await leftThePage(page, [stays])).toBe(false);
    expect(await leftThePage(page, [gone, stays])).toBe(false);
    expect(await leftThePage(page, [root])).toBe(false);
    expect(await leftThePage(page, [{ target: ['iframe', 'p'], html: '<p>In a frame</p>' }])).toBe(false);
    await context.close();
  });

  it('still reports a toast that stays on screen with low contrast', async () => {
    const violations = await violationsOn(
      'faint toast',
      `<main><ol><li data-sonner-toast data-removed="false" style="color:#bbb;background:#fff">Saved</li></ol></main>`,
    );
    expect(violations.join('\n')).toMatch(/^color-contrast/);
  });

  it('still reports low contrast that stays on screen', async () => {
    const violations = await violationsOn('faint', `<main><p style="color:#bbb;background:#fff">Faint text</p></main>`);
    expect(violations.join('\n')).toMatch(/^color-contrast/);
  });

  // A box read while an element slides in, or while a stand-in is swapped for the real one, is a frame of a motion or
  // null (after-payment's menu button, issue 32): stableBox waits for the element to show and stop moving.
  describe('measuring an element', () => {
    async function pageWith(body: string, head = '') {
      const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
      const page = await context.newPage();
      await page.setContent(
        `<!doctype html><html lang="en"><head><title>box</title>${head}</head><body style="margin:0">${body}</body></html>`,
      );
      return { page, context };
    }

    it('gives where an element sliding in comes to rest', async () => {
      const { page, context } = await pageWith(
        `<div id="toast" style="position:fixed;top:100px;left:0;width:200px;height:50px;transform:translateY(300px);transition:transform 2500ms linear">Saved</div>
        <script>requestAnimationFrame(() => requestAnimationFrame(() => { document.getElementById('toast').style.transform = 'none'; }));</script>`,
      );
      expect(await stableBox(page.locator('#toast'))).toEqual({ x: 0, y: 100, width: 200, height: 50 });
      await context.close();
    });

    it('gives the box of the element that replaced a stand-in, never null', async () => {
      const { page, context } = await pageWith(
        `<header style="height:64px"><button id="stand-in" aria-label="Open menu" style="margin:8px;width:40px;height:40px">☰</button></header>
        <script>setTimeout(() => {
          const real = document.createElement('button');
          real.setAttribute('aria-label', 'Open menu');
          real.style.cssText = 'margin:12px;width:44px;height:44px';
          document.getElementById('stand-in').replaceWith(real);
        }, 150);</script>`,
      );
      const box = await stableBox(page.getByRole('button', { name: 'Open menu' }));
      expect([40, 44]).toContain(box.width); // the stand-in's, or the real one's if the swap came first
      await page.waitForFunction(() => document.getElementById('stand-in') === null);
      expect(await stableBox(page.getByRole('button', { name: 'Open menu' }))).toEqual({ x: 12, y: 12, width: 44, height: 44 });
      await context.close();
    });
  });
});
