import { describe, expect, it } from 'vitest';
import type { Locator, Page, Request, Route } from 'playwright-core';
import { golfEnquiryBody, inDays } from '../apps/api/src/test/enquiry-bodies.ts';
import { animationsSettled, openPage, usePortal, type TrackedPage } from './harness.ts';
import { stayDates } from './stay-dates.ts';
import { signInThroughUi } from './sign-in.ts';

const portal = usePortal();

const clientHeaders = { 'x-api-id': 'axis', 'x-client-id': 'axis-benefits', 'x-project-id': 'axis-benefits-web' };
const viewports = [
  ['1280 px', { width: 1280, height: 900 }],
  ['375 px', { width: 375, height: 800 }],
] as const;

/** Issue 31: what a page's layout may shift in all while it loads (Web Vitals' "good"). */
const CLS_BUDGET = 0.05;
/** The timelines /my-bookings is measured with: one booking (the list ends above the fold) and three (it runs below). */
const TIMELINES = [1, 3];

interface ListPage {
  path: string;
  /** The request of the page's list (an API path): held until the page has drawn its loading state. */
  list: RegExp;
  /** What shows once the list has arrived and been drawn. */
  drawn: (page: Page) => Locator;
  signedIn?: boolean;
}

const stay = new URLSearchParams({ destination_id: 'goa', destination: 'Goa', ...stayDates(), rooms: '2' }).toString();

const listPages: ListPage[] = [
  { path: '/', list: /\/api\/core\/client$/, drawn: (page) => page.getByRole('heading', { level: 2, name: 'Our services' }) },
  {
    path: '/offers',
    list: /\/api\/offer\/offers\?/,
    drawn: (page) => page.getByRole('region', { name: 'Offers found' }).getByRole('article').first(),
  },
  {
    path: '/tours',
    list: /\/api\/rewards\/headout\/products\?/,
    drawn: (page) => page.getByRole('link', { name: 'Colaba and Fort Heritage Walk' }),
  },
  {
    path: `/staycations?${stay}`,
    list: /\/api\/rewards\/luxury_staycations\/hotel_list_details$/,
    drawn: (page) => page.getByRole('link', { name: 'The Sands Retreat' }),
  },
  {
    path: '/expeditions',
    list: /\/api\/rewards\/nat_geo\/search/,
    drawn: (page) => page.getByRole('heading', { level: 2, name: 'Journeys' }).locator('~ ul li').first(),
  },
  {
    path: '/golf',
    list: /\/api\/booking\/golf_course_lists\?session_type=play/,
    drawn: (page) => page.getByRole('region', { name: 'Golf courses' }).getByText('DLF Golf & Country Club'),
  },
  {
    path: '/my-bookings',
    list: /\/api\/booking\/my_bookings$/,
    drawn: (page) => page.getByRole('region', { name: 'Upcoming' }).getByRole('article').first(),
    signedIn: true,
  },
];

/**
 * Every layout shift of the page from its first paint, kept as it happens (a buffered PerformanceObserver, registered
 * before the page's scripts run); read with `layoutShift`.
 */
const recordShifts = () => {
  const shifts: { value: number; sources: string[] }[] = [];
  const describe = (node: Node | null) =>
    node instanceof Element
      ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.getAttribute('class') ? `.${node.getAttribute('class')!.split(' ').slice(0, 3).join('.')}` : ''}`
      : String(node?.nodeName ?? 'gone');
  type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node: Node | null }[] };
  const keep = (entries: PerformanceEntry[]) => {
    for (const entry of entries as Shift[]) {
      if (!entry.hadRecentInput) shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((s) => describe(s.node)) });
    }
  };
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });
  Object.assign(window, { __layoutShifts: { shifts, flush: () => keep(observer.takeRecords()) } });
};

/** The shifts so far (those the observer has not yet delivered taken too), summed into the page's CLS. */
async function layoutShift(page: Page) {
  return page.evaluate(() => {
    const record = (window as unknown as { __layoutShifts: { shifts: { value: number; sources: string[] }[]; flush: () => void } })
      .__layoutShifts;
    record.flush();
    return { cls: record.shifts.reduce((sum, shift) => sum + shift.value, 0), shifts: record.shifts };
  });
}

/** Two frames drawn: what the page has rendered is on screen. */
const painted = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/**
 * Counts requests in flight; `quiet()` waits until none has been for half a second (as the web budget's moment): the
 * follow-up reads a list makes (a hotel's rates) have come and been drawn.
 */
function trackNetwork(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  page.on('request', () => {
    inFlight++;
    lastChange = Date.now();
  });
  const settled = () => {
    inFlight--;
    lastChange = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return {
    quiet: () =>
      expect.poll(() => inFlight <= 0 && Date.now() - lastChange >= 500, { timeout: 60_000, message: 'network never quiet' }).toBe(true),
  };
}

interface Measured {
  path: string;
  viewport: string;
  cls: number;
  /** Whether the list's region said it was busy while the data was held. */
  busyWhileLoading: boolean;
  shifts: { value: number; sources: string[] }[];
  /** The page's console errors so far. */
  errors: string[];
}

/**
 * Opens `target` with every API call held until the page has drawn (its h1, the list asked for, two frames), then lets
 * them through, waits for the list and a quiet network, and sums the layout shifts.
 */
async function measure(tracked: TrackedPage, target: ListPage, viewport: string): Promise<Measured> {
  const { page } = tracked;
  const network = trackNetwork(page);
  const held: Route[] = [];
  let released = false;
  let listAsked!: () => void;
  const listRequested = new Promise<void>((resolve) => (listAsked = resolve));
  const hold = async (route: Route) => {
    if (target.list.test(route.request().url())) listAsked();
    if (released) await route.continue();
    else held.push(route);
  };
  await page.route('**/api/**', hold);
  await page.goto(target.path);
  await page.locator('h1').first().waitFor();
  await listRequested;
  await painted(page);
  const busyWhileLoading = (await page.locator('main [aria-busy="true"]').count()) > 0;
  released = true;
  await Promise.all(held.splice(0).map((route) => route.continue()));
  await target.drawn(page).waitFor();
  await network.quiet();
  await animationsSettled(page);
  await painted(page);
  const { cls, shifts } = await layoutShift(page);
  await page.unroute('**/api/**', hold);
  return { path: target.path.split('?')[0]!, viewport, cls, busyWhileLoading, shifts, errors: [...tracked.consoleErrors] };
}

/** Golf game requests made as the signed-in cardholder, straight through the API, on days `from` to `to` - 1 ahead. */
async function requestGolfGames(page: Page, mobile: string, from: number, to: number) {
  const user = await page.evaluate(
    () => JSON.parse(localStorage.getItem('currentUser') ?? 'null') as { token: string; email: string | null },
  );
  for (let day = from; day < to; day++) {
    const res = await page.request.post('/api/booking/golf_enquiries', {
      headers: { ...clientHeaders, authorization: `Bearer ${user.token}` },
      data: golfEnquiryBody(
        { mobile, email: user.email ?? `${mobile}@example.in` },
        { club_member_name: '', booking_date_time: inDays(10 + day) },
      ),
    });
    if (res.status() !== 201) throw new Error(`golf request failed: ${res.status()} ${await res.text()}`);
  }
}

describe('layout shift while lists arrive (issue 31)', () => {
  it(`keeps every list page's CLS at or under ${CLS_BUDGET} at 1280 and 375 px, its data arriving after the page has drawn`, async () => {
    const results: Measured[] = [];
    for (const [name, viewport] of viewports) {
      for (const target of listPages.filter((p) => !p.signedIn)) {
        const tracked = await openPage(portal.browser, portal.server.url, viewport);
        await tracked.context.addInitScript(recordShifts);
        results.push(await measure(tracked, target, name));
        await tracked.context.close();
      }
      // Signed in, with one booking on the timeline, then three.
      const tracked = await openPage(portal.browser, portal.server.url, viewport);
      await tracked.context.addInitScript(recordShifts);
      const mobile = name === '1280 px' ? '9811100311' : '9811100312';
      await tracked.page.goto('/');
      await signInThroughUi(tracked.page, { bin: '41000001', mobile, name: 'Asha Rao' });
      let booked = 0;
      for (const count of TIMELINES) {
        await requestGolfGames(tracked.page, mobile, booked, count);
        booked = count;
        for (const target of listPages.filter((p) => p.signedIn)) {
          const measured = await measure(tracked, target, name);
          results.push({ ...measured, path: `${measured.path} (${count})` });
        }
      }
      await tracked.context.close();
    }
    console.info(
      `CLS per page (budget ${CLS_BUDGET}):\n${results
        .map(
          (r) =>
            `  ${r.viewport.padStart(7)}  ${r.path.padEnd(13)} ${r.cls.toFixed(3)}${r.busyWhileLoading ? '  (busy while loading)' : ''}${r.shifts
              .map((s) => `\n      ${s.value.toFixed(3)} ${s.sources.join(', ')}`)
              .join('')}`,
        )
        .join('\n')}`,
    );
    // Every page measured before any is judged, so one page's shift does not hide the others' figures.
    expect(results.filter((r) => r.cls > CLS_BUDGET).map((r) => `${r.viewport} ${r.path}: CLS ${r.cls.toFixed(3)}`)).toEqual([]);
    // While the data is on its way the list's region says so (aria-busy), where a list is drawn in its place.
    expect(results.filter((r) => r.path !== '/' && !r.busyWhileLoading).map((r) => `${r.viewport} ${r.path}`)).toEqual([]);
    expect(results.flatMap((r) => r.errors.map((error) => `${r.viewport} ${r.path}: ${error}`))).toEqual([]);
  });
});

interface Chain {
  path: string;
  /** What must not wait for `chunk` to load: the route's data, or the page's largest picture. */
  first: RegExp;
  /** The script that must not gate it: the route's own chunk, or the app's shell. */
  chunk: RegExp;
  signedIn?: boolean;
}

const chains: Chain[] = [
  // The home page and the golf landing: their hero picture (the largest paint) and the typeface come with the HTML.
  { path: '/', first: /\/images\/home-\d+\.avif$/, chunk: /\/assets\/index-[\w-]{8}\.js$/ },
  { path: '/', first: /\/fonts\/[\w-]+\.woff2$/, chunk: /\/assets\/index-[\w-]{8}\.js$/ },
  { path: '/golf', first: /\/images\/golf-\d+\.avif$/, chunk: /\/assets\/index-[\w-]{8}\.js$/ },
  // The list's data of the landing and of the premium lists on the critical path is asked for beside the page's chunk,
  // not once that chunk has run (a route loader, app/router.tsx).
  { path: '/golf', first: /\/api\/booking\/golf_course_lists\?session_type=play$/, chunk: /\/assets\/golf-page-[\w-]{8}\.js$/ },
  { path: '/offers', first: /\/api\/offer\/offers\?/, chunk: /\/assets\/offers-page-[\w-]{8}\.js$/ },
  { path: '/tours', first: /\/api\/rewards\/headout\/products\?/, chunk: /\/assets\/tours-page-[\w-]{8}\.js$/ },
  { path: '/my-bookings', first: /\/api\/booking\/my_bookings$/, chunk: /\/assets\/my-bookings-page-[\w-]{8}\.js$/, signedIn: true },
];

/** How long a held script waits for the request that should not need it: only a page that chains ever waits this long. */
const CHAIN_BOUND_MS = 15_000;

/**
 * Opens `chain.path` holding its chunk until `chain.first` has been asked for (or the bound has passed, when the page
 * waits for the chunk to ask for it), and returns the order in which requests started and finished, and how many
 * times `first` was asked for once the network is quiet.
 */
async function requestOrder(chain: Chain, session: Record<string, string>) {
  const { page, context } = await openPage(portal.browser, portal.server.url, { width: 375, height: 800 });
  if (chain.signedIn) {
    await context.addInitScript((items) => Object.entries(items).forEach(([key, value]) => localStorage.setItem(key, value)), session);
  }
  const network = trackNetwork(page);
  const events: string[] = [];
  const name = (request: Request) => new URL(request.url()).pathname + new URL(request.url()).search;
  let seen!: () => void;
  const firstSeen = new Promise<void>((resolve) => (seen = resolve));
  let asked = 0;
  page.on('request', (request) => {
    events.push(`start ${name(request)}`);
    if (chain.first.test(request.url())) {
      asked++;
      seen();
    }
  });
  page.on('requestfinished', (request) => events.push(`end ${name(request)}`));
  await page.route(chain.chunk, async (route) => {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([firstSeen, new Promise((resolve) => (timer = setTimeout(resolve, CHAIN_BOUND_MS)))]);
    clearTimeout(timer);
    await route.continue();
  });
  await page.goto(chain.path, { waitUntil: 'commit' });
  await page.locator('h1').first().waitFor();
  await network.quiet();
  await context.close();
  const started = events.findIndex((e) => e.startsWith('start ') && chain.first.test(`http://x${e.slice(6)}`));
  const chunkDone = events.findIndex((e) => e.startsWith('end ') && chain.chunk.test(`http://x${e.slice(4)}`));
  return { events, startedBeforeChunk: started >= 0 && chunkDone >= 0 && started < chunkDone, asked };
}

describe('no request chains on the critical path (issue 31)', () => {
  it("asks for each page's largest picture and its list's data before the script that used to gate them has loaded, and once", async () => {
    // A cardholder's session (the spec's storage keys), for the signed-in pages.
    const signing = await openPage(portal.browser, portal.server.url, { width: 375, height: 800 });
    await signing.page.goto('/');
    await signInThroughUi(signing.page, { bin: '41000001', mobile: '9811100313', name: 'Asha Rao' });
    const session = await signing.page.evaluate(() => ({
      token: localStorage.getItem('token')!,
      currentUser: localStorage.getItem('currentUser')!,
    }));
    await signing.context.close();
    const results = [];
    for (const chain of chains) results.push({ chain, ...(await requestOrder(chain, session)) });
    console.info(
      results
        .map(
          (r) =>
            `${r.chain.path.split('?')[0]}: ${r.chain.first.source} ${r.startedBeforeChunk ? 'starts before' : 'waits for'} ${r.chain.chunk.source} (asked ${r.asked}x)\n${r.events
              .filter((e) => !e.includes('/api/core/') || r.chain.first.test(`http://x${e.split(' ')[1]}`))
              .map((e) => `    ${e}`)
              .join('\n')}`,
        )
        .join('\n'),
    );
    expect(
      results
        .filter((r) => !r.startedBeforeChunk || r.asked !== 1)
        .map(
          (r) =>
            `${r.chain.path.split('?')[0]} ${r.chain.first.source}: ${r.startedBeforeChunk ? 'starts before' : 'waits for'} ${r.chain.chunk.source}, asked ${r.asked}x`,
        ),
    ).toEqual([]);
  });
});
