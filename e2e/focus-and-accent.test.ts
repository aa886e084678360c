import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, usePortal, visit } from './harness.ts';
import { signInThroughUi } from './sign-in.ts';

const portal = usePortal();

/** The client configuration the server sends: its accent is the one the app applies at run time. */
const client = JSON.parse(readFileSync(new URL('../apps/api/seed/client.json', import.meta.url), 'utf8')) as { theme: { accent: string } };
/** The benefits half's pages, then the premium half's listings and a detail page (issue 30). */
const BENEFIT_PAGES = ['/', '/golf', '/airport-concierge-service', '/airport-transfers', '/ops'];
const PREMIUM_PAGES = ['/tours', '/staycations', '/expeditions', '/offers', '/tours/mum-heritage'];
/** Scanned signed in (the sign-in happens on the page before it). */
const SIGNED_IN_PAGE = '/my-bookings';
const cardholder = { bin: '41000001', mobile: '9811300011', name: 'Asha Rao', email: 'asha.focus@example.in' };

/** The navy the portal used to ship as its accent, and that must be gone from every screen. */
const OLD_NAVY = 'rgb(27, 79, 114)';

/** The tokens as the browser resolves them (computed rgb), read through a probe element. */
const tokens = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--focus-ring)';
    probe.style.backgroundColor = 'var(--focus-ring-halo)';
    probe.style.borderColor = 'var(--accent)';
    document.body.append(probe);
    const style = getComputedStyle(probe);
    const resolved = { ring: style.color, halo: style.backgroundColor, accent: style.borderTopColor };
    probe.remove();
    return resolved;
  });

/** The theme is applied once the client configuration's accent is on the root element. */
const themed = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--accent'))).toBe(client.theme.accent);

interface Focused {
  key: string;
  tag: string;
  where: string;
  ring: { style: string; width: string; color: string; offset: string };
  shadow: string;
}

/**
 * Every control the keyboard reaches on the page, once round, with the ring drawn for it. A visually hidden input
 * (a chip's radio, the file picker) has its ring drawn on its label: around it (focus-ring-within) or just before it.
 */
async function tabThrough(page: Page): Promise<Focused[]> {
  const reached: Focused[] = [];
  let first: string | null = null;
  for (let step = 0; step < 200; step++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(async () => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const hidden = el.getBoundingClientRect().width <= 1;
      const drawn = ((hidden && (el.closest('.focus-ring-within') ?? el.previousElementSibling)) || el) as HTMLElement;
      // A control with `transition` eases into its ring: read the ring it settles on.
      await Promise.all(drawn.getAnimations().map((animation) => animation.finished));
      const style = getComputedStyle(drawn);
      return {
        key: `${el.tagName}:${el.id}:${el.getAttribute('href') ?? ''}:${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}`,
        tag: el.tagName.toLowerCase(),
        where: el.closest('footer') ? 'footer' : el.closest('header') ? 'header' : el.closest('section.bg-brand') ? 'hero' : 'main',
        ring: { style: style.outlineStyle, width: style.outlineWidth, color: style.outlineColor, offset: style.outlineOffset },
        shadow: style.boxShadow,
      };
    });
    if (!focused) continue;
    if (focused.key === first) break;
    first ??= focused.key;
    reached.push(focused);
  }
  return reached;
}

/** The one focus ring: 3 px solid in the ring token, 2 px off the control, on a 2 px halo. */
function expectTheRing(focused: Focused, ring: string, halo: string) {
  expect({ control: focused.key, ...focused.ring, shadow: focused.shadow }).toEqual({
    control: focused.key,
    style: 'solid',
    width: '3px',
    color: ring,
    offset: '2px',
    shadow: `${halo} 0px 0px 0px 2px`,
  });
}

describe('one accent colour and one focus ring', () => {
  it('draws the one focus-ring token on every control the keyboard reaches, in the brand hero and the dark footer too', async () => {
    const { page, context, consoleErrors } = await openPage(portal.browser, portal.server.url);
    await visit(page, '/airport-transfers');
    await themed(page);
    const { ring, halo, accent } = await tokens(page);
    expect(ring).toBe(accent);

    const reached = await tabThrough(page);
    for (const focused of reached) expectTheRing(focused, ring, halo);
    expect(reached.map((r) => r.tag)).toEqual(expect.arrayContaining(['a', 'button', 'input']));
    expect(reached.map((r) => r.where)).toEqual(expect.arrayContaining(['header', 'hero', 'main', 'footer']));
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('uses the one accent for accent text, the same before and after the configuration arrives, and no navy anywhere', async () => {
    const { page, context } = await openPage(portal.browser, portal.server.url);
    let accentTexts = 0;
    for (const path of [...BENEFIT_PAGES, ...PREMIUM_PAGES, SIGNED_IN_PAGE]) {
      if (path === SIGNED_IN_PAGE) await signInThroughUi(page, cardholder);
      await visit(page, path);
      await themed(page);
      const { accent } = await tokens(page);
      const found = await page.evaluate((navy) => {
        const cssDefault = [...document.styleSheets]
          .flatMap((sheet) => [...sheet.cssRules])
          .map((rule) =>
            rule instanceof CSSStyleRule && rule.selectorText === ':root' ? rule.style.getPropertyValue('--accent').trim() : '',
          )
          .find(Boolean);
        const navyOn: string[] = [];
        const accentColours = new Set<string>();
        for (const el of document.querySelectorAll<HTMLElement>('body *')) {
          const style = getComputedStyle(el);
          const colours = [style.color, style.backgroundColor, style.borderTopColor, style.borderLeftColor, style.outlineColor, style.fill];
          if (colours.includes(navy)) navyOn.push(`${el.tagName} ${el.className}`);
          if (el.classList.contains('text-accent')) accentColours.add(style.color);
        }
        return { cssDefault, navyOn, accentColours: [...accentColours] };
      }, OLD_NAVY);
      expect(found.cssDefault).toBe(client.theme.accent);
      expect(found.navyOn, path).toEqual([]);
      for (const colour of found.accentColours) expect(colour, path).toBe(accent);
      accentTexts += found.accentColours.length;
    }
    expect(accentTexts).toBeGreaterThan(0);
    await context.close();
  });

  it('draws the same ring on the premium pages and /my-bookings', async () => {
    const { page, context, consoleErrors } = await openPage(portal.browser, portal.server.url);
    const tags = new Set<string>();
    for (const path of [...PREMIUM_PAGES, SIGNED_IN_PAGE]) {
      if (path === SIGNED_IN_PAGE) await signInThroughUi(page, cardholder);
      await visit(page, path);
      await themed(page);
      const { ring, halo } = await tokens(page);
      const reached = await tabThrough(page);
      expect(reached.length, path).toBeGreaterThan(5);
      for (const focused of reached) expectTheRing({ ...focused, key: `${path} ${focused.key}` }, ring, halo);
      for (const focused of reached) tags.add(focused.tag);
    }
    expect([...tags]).toEqual(expect.arrayContaining(['a', 'button', 'input']));
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
