import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { encryptCardField, istDateInDays, type Checkout, type LedgerReport } from '@portal/contract';
import { startPostgres } from '../../../../scripts/pg-server.mjs';
import { repoRoot, spawnPortal, waitUntilReady } from '../../../../scripts/portal-process.mjs';
import { openDatabase } from '../db/client.ts';
import type { FaultPointName } from '../lib/fault-point.ts';
import { golfEnquiryBody } from './enquiry-bodies.ts';
import { startGiftCardProviderStandIn } from './gift-card-provider-stand-in.ts';
import { bankAutoPost, bankDecisionUrl, feePaymentBody, RESERVE_CARD } from './card-payment.ts';
import { clientHeaders } from './test-app.ts';

/*
 * Issue 27's fault suite harness: the real server (`node --import tsx apps/api/src/server.ts`) as a child process
 * on a database that outlives it (a PGlite folder, or a throw-away PostgreSQL server the harness can stop and start),
 * armed to SIGKILL itself at a named step boundary (lib/fault-point.ts, through FAULT_AT_FILE), restarted on the same
 * data, and read through the programme admin's ledger route and, at the end, `npm run ledger`.
 */
export type FaultDatabase = 'pglite' | 'postgres';

const ADMIN = { email: 'ledger.admin@example.in', password: 'fault suite admin password' };
// Generous: on a machine shared by many, a start (tsx, migrations, PGlite's recovery after a kill) can take minutes.
const READY_MS = 240_000;

interface Running {
  child: ChildProcess;
  base: string;
  output: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface Call {
  method?: string;
  body?: unknown;
  token?: string;
  /** A form post (the sandbox bank's pages and the gateway's callback), without the client headers. */
  form?: Record<string, string>;
}

export async function moneyPortal(kind: FaultDatabase) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'fault-suite-'));
  const armingFile = path.join(folder, 'fault-at');
  const dataDir = path.join(folder, 'data');
  const postgres = kind === 'postgres' ? await startPostgres() : undefined;
  const databaseEnv: Record<string, string> = postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: dataDir };
  const pool = postgres ? new pg.Pool({ connectionString: postgres.url, max: 2 }) : undefined;
  pool?.on('error', () => {}); // a PostgreSQL restart ends idle connections; the next query opens a new one
  // Gift cards come from a provider that keeps books (and outlives the server), so a card issued twice shows.
  const giftCardProvider = await startGiftCardProviderStandIn();
  /** What was done to the portal on purpose: SIGKILLs at fault points, PostgreSQL restarts. */
  const injected = { kills: 0, postgresRestarts: 0 };
  let server: Running | undefined;
  let adminToken = '';
  let mobile = 9_600_000_000 + Math.floor(Math.random() * 100_000) * 100;
  const began = Date.now();
  const log = (line: string) => process.env.FAULT_SUITE_VERBOSE && console.info(`[${kind} +${Date.now() - began} ms] ${line}`);

  /** SQL on the portal's database: at any time on PostgreSQL; on PGlite only while the server is down (one process). */
  async function query<T = Record<string, unknown>>(text: string): Promise<T[]> {
    if (pool) return (await pool.query(text)).rows as T[];
    if (server) throw new Error('PGlite is open in the server: stop it (or let it be killed) before reading the folder');
    const database = await openDatabase({ dataDir });
    try {
      const client = (database.db as unknown as { $client: { query(text: string): Promise<{ rows: T[] }> } }).$client;
      return (await client.query(text)).rows;
    } finally {
      await database.close();
    }
  }

  /**
   * Starts the server on the data. A start that dies of Fastify's plugin timeout (a machine too busy to load the
   * server's plugins within 10 s) is tried again, as a supervisor would; any other failure is the test's.
   */
  async function start(attempt = 1): Promise<void> {
    log('starting the server');
    const spawned = await spawnPortal({
      dataDirPrefix: 'fault-suite-unused-',
      env: {
        ...databaseEnv,
        FAULT_AT_FILE: armingFile,
        GIFT_CARD_PROVIDER_URL: giftCardProvider.url,
        GIFT_CARD_SETTLE_AFTER_SECONDS: '1',
        PAYMENT_RECONCILE_AFTER_SECONDS: '1',
        LEDGER_GRACE_MINUTES: '0',
        RATE_LIMIT_PER_MINUTE: '100000',
        OTP_SENDS_PER_IP_PER_HOUR: '100000',
      },
    });
    rmSync(spawned.dataDir, { recursive: true, force: true });
    const running: Running = {
      child: spawned.child,
      base: spawned.url,
      output: '',
      exited: new Promise((resolve) => spawned.child.once('exit', (code, signal) => resolve({ code, signal }))),
    };
    for (const stream of [spawned.child.stdout!, spawned.child.stderr!]) stream.on('data', (chunk) => (running.output += chunk));
    server = running;
    try {
      await waitUntilReady(running.base, running.child, READY_MS);
    } catch (error) {
      server = undefined;
      if (running.child.exitCode === null && running.child.signalCode === null) running.child.kill('SIGKILL');
      await running.exited;
      if (attempt < 3 && running.output.includes('AVV_ERR_PLUGIN_EXEC_TIMEOUT')) {
        log('the start timed out loading a plugin; starting again');
        return start(attempt + 1);
      }
      throw new Error(`${(error as Error).message}\n${running.output}`);
    }
    log(`server ${running.child.pid} ready`);
  }

  function current() {
    if (!server) throw new Error('the server is not running');
    return server;
  }

  async function call(url: string, { method = 'GET', body, token, form }: Call = {}) {
    const res = await fetch(`${current().base}${url}`, {
      method: form ? 'POST' : method,
      redirect: 'manual',
      headers: form
        ? { 'content-type': 'application/x-www-form-urlencoded' }
        : {
            ...clientHeaders,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
      body: form ? new URLSearchParams(form).toString() : body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, text, json: json as Record<string, unknown> & { data?: Record<string, unknown> } };
  }

  /** The server kills itself at `point` (armed through the file it reads at each fault point; once). */
  const arm = (point: FaultPointName) => writeFileSync(armingFile, point);

  /**
   * Runs `steps` against the server armed at `point` and waits for the kill. A step whose request the kill cut
   * short fails with a network error: that is the fault, not a test failure, once the process is seen to end.
   */
  async function killedAt(point: FaultPointName, steps: () => Promise<unknown>, options: { inJob?: boolean } = {}) {
    const running = current();
    arm(point);
    let cut: unknown;
    await steps().catch((error: unknown) => (cut = error));
    const ended = await Promise.race([running.exited, new Promise<undefined>((resolve) => setTimeout(resolve, 30_000, undefined))]);
    if (!ended) throw new Error(`the server was not killed at ${point}${cut ? ` (a step failed: ${String(cut)})` : ''}`);
    server = undefined;
    injected.kills += 1;
    if (ended.signal !== 'SIGKILL' || !running.output.includes(`fault point ${point}`))
      throw new Error(`the server ended (${JSON.stringify(ended)}) but not at ${point}:\n${running.output.slice(-2000)}`);
    log(`killed at ${point}`);
    // A job the kill interrupted stays claimed until its lease (60 s) runs out: let that time pass at once.
    if (options.inJob) await query(`update jobs set locked_until = now() - interval '1 second' where status = 'running'`);
  }

  /** PostgreSQL restarted (fast shutdown, start) around `whileAway`, which runs with the database gone. */
  async function postgresRestart<T>(whileAway: () => Promise<T>): Promise<T> {
    if (!postgres) throw new Error('a PostgreSQL restart needs the PostgreSQL run');
    postgres.pause();
    injected.postgresRestarts += 1;
    log('PostgreSQL stopped');
    try {
      return await whileAway();
    } finally {
      postgres.resume();
      log('PostgreSQL started again');
    }
  }

  /** The newest offer code the dev outbox holds for a mobile (a redemption's or a claim's second step). */
  async function offerCode(mobile: string) {
    const outbox = (await call(`/api/dev/outbox?to=${mobile}`)).json as unknown as { body: string }[];
    const sms = outbox.find((message) => message.body.includes('is your code to redeem'));
    const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
    if (!code) throw new Error(`no offer code was sent to ${mobile}`);
    return code;
  }

  async function stop() {
    const running = server;
    if (!running) return;
    server = undefined;
    running.child.kill('SIGTERM');
    await running.exited;
  }

  async function ledger(): Promise<LedgerReport> {
    const res = await call('/api/ops/ledger', { token: adminToken });
    if (res.status !== 200) throw new Error(`ledger answered ${res.status}: ${res.text}`);
    return res.json.data as unknown as LedgerReport;
  }

  /** `npm run ledger` on the same database (the server stopped first on PGlite, which one process opens). */
  async function ledgerCli(args: string[] = []) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/modules/ledger/ledger-cli.ts', ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...databaseEnv, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    return { code, output };
  }

  /** Before the first start: the programme admin, added as an operator does (`npm run staff:add`). */
  async function addAdmin() {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/api/src/modules/ops/staff-add-cli.ts',
        '--email',
        ADMIN.email,
        '--role',
        'admin',
        '--password',
        ADMIN.password,
      ],
      { cwd: repoRoot, env: { ...process.env, ...databaseEnv, NODE_ENV: 'development' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    if (code !== 0) throw new Error(`staff:add failed: ${output}`);
  }

  async function signInAdmin() {
    const res = await call('/api/core/sessions', { method: 'POST', body: ADMIN });
    if (res.status !== 200) throw new Error(`admin sign-in answered ${res.status}: ${res.text}`);
    adminToken = (res.json.data as { attributes: { token: string } }).attributes.token;
  }

  /** A new cardholder of the Reserve card, signed up and in with the code from the dev outbox. */
  async function cardholder() {
    const number = String(mobile++);
    const signUp = await call('/api/customer/users', {
      method: 'POST',
      body: { mobile: number, email: `${number}@example.in`, name: 'Asha Rao', calling_code: '91', country_id: 'IN' },
    });
    if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}: ${signUp.text}`);
    const userId = (signUp.json.data as { id: string }).id;
    const outbox = (await call(`/api/dev/outbox?to=${number}`)).json as unknown as { body: string }[];
    const code = /\b(\d{6})\b/.exec(outbox[0]?.body ?? '')?.[1];
    const verified = await call(`/api/customer/users/${userId}/otps/verify`, {
      method: 'POST',
      body: { otp_type: 'activation', code, bin: '41000001' },
    });
    if (verified.status !== 200) throw new Error(`verify answered ${verified.status}: ${verified.text}`);
    return { mobile: number, email: `${number}@example.in`, token: (verified.json as unknown as { token: string }).token };
  }

  return {
    kind,
    postgres,
    postgresRestart,
    giftCardProvider,
    injected,
    offerCode,
    query,
    call,
    arm,
    killedAt,
    ledger,
    ledgerCli,
    cardholder,
    /** The first start: the admin added, the server up, the admin signed in. */
    async open() {
      await addAdmin();
      await start();
      await signInAdmin();
    },
    /** Started again on the same data after a kill (sessions live in the database, so tokens still work). */
    restart: () => start(),
    stop,
    output: () => server?.output ?? '',
    async close() {
      if (server) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
      await pool?.end();
      postgres?.stop();
      await giftCardProvider.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
export type MoneyPortal = Awaited<ReturnType<typeof moneyPortal>>;

/** The cardholder's side of a golf fee, over HTTP as a browser does it: book, pay, answer at the bank, come back. */
export function feeFlow(portal: MoneyPortal) {
  return {
    async booking() {
      const who = await portal.cardholder();
      const res = await portal.call('/api/booking/golf_enquiries', { method: 'POST', token: who.token, body: golfEnquiryBody(who) });
      if (res.status !== 201) throw new Error(`golf enquiry answered ${res.status}: ${res.text}`);
      return { token: who.token, bookingId: (res.json.data as { id: string }).id };
    },
    async startPayment(token: string, bookingId: string) {
      const res = await portal.call('/api/payment/payments', {
        method: 'POST',
        token,
        body: await feePaymentBody(bookingId),
      });
      if (res.status !== 200) throw new Error(`payment answered ${res.status}: ${res.text}`);
      return res.json as unknown as { payu_url: string; payu_body: Record<string, string> };
    },
    /** Opens the bank's page, presses approve, and reads the form the page would post back (not posted yet). */
    async approveAtBank(start: { payu_url: string; payu_body: Record<string, string> }) {
      const page = await portal.call(start.payu_url, { form: start.payu_body });
      const answer = await portal.call(bankDecisionUrl(page.text), { form: { decision: 'approve' } });
      return bankAutoPost(answer.text);
    },
    comeBack: (back: { path: string; fields: Record<string, string> }) => portal.call(back.path, { form: back.fields }),
    async status(token: string, bookingId: string) {
      const res = await portal.call(`/api/booking/bookings/${bookingId}`, { token });
      return (res.json.data as { status: string } | undefined)?.status;
    },
    cancel: (token: string, bookingId: string) =>
      portal.call('/api/booking/bookings/cancel_booking', { method: 'POST', token, body: { id: bookingId } }),
  };
}

const indiaDay = (days: number) => istDateInDays(days, new Date());

/** The rewards cart over HTTP: one tour (two adults on a Delhi old-city walk) checked out and paid at the sandbox bank. */
export function cartFlow(portal: MoneyPortal) {
  const fee = feeFlow(portal);
  return {
    /** A cardholder's checkout of one tour, its places held. */
    async checkout() {
      const who = await portal.cardholder();
      const slots = await portal.call(
        `/api/rewards/headout/inventories?variantId=del-oldcity-std&startDateTime=${indiaDay(6)}T00:00:00%2B05:30&endDateTime=${indiaDay(7)}T00:00:00%2B05:30`,
      );
      const slot = (slots.json.data as unknown as { id: string; availability: string }[]).find((s) => s.availability !== 'CLOSED')!;
      const item = { type: 'tour', product_id: 'del-oldcity', variant_id: 'del-oldcity-std', inventory_id: slot.id, pax: { ADULT: 2 } };
      const added = await portal.call('/api/core/user/cart/add_items', { method: 'POST', token: who.token, body: { items: [item] } });
      if (added.status !== 200) throw new Error(`add to cart answered ${added.status}: ${added.text}`);
      const quote = await portal.call('/api/core/user/cart/checkout', { method: 'POST', token: who.token, body: {} });
      if (quote.status !== 200) throw new Error(`checkout answered ${quote.status}: ${quote.text}`);
      return { token: who.token, checkout: quote.json as unknown as Checkout };
    },
    async pay(token: string, checkout: Checkout) {
      const res = await portal.call(`/api/core/user/cart/checkout/${checkout.id}/pay`, {
        method: 'POST',
        token,
        body: {
          total: checkout.total,
          name: 'Asha Rao',
          card_number: await encryptCardField(RESERVE_CARD, checkout.id),
          cvv: await encryptCardField('737', checkout.id),
          expiry_month: '12',
          expiry_year: '35',
        },
      });
      if (res.status !== 200) throw new Error(`cart payment answered ${res.status}: ${res.text}`);
      return res.json as unknown as { payu_url: string; payu_body: Record<string, string> };
    },
    approveAtBank: fee.approveAtBank,
    comeBack: fee.comeBack,
    /** The checkout as its return page sees it, then each item's outcome: `paid:booked` once its job booked it. */
    async status(token: string, checkoutId: string) {
      const res = await portal.call(`/api/core/user/cart/checkout/${checkoutId}`, { token });
      const checkout = res.json as unknown as Checkout | undefined;
      return checkout?.items ? `${checkout.status}:${checkout.items.map((item) => item.outcome).join(',')}` : undefined;
    },
  };
}

/**
 * A gift card bought and paid in full by card (walletbuddy's booking, issue 29), as the wallet page does it: order a
 * value of a gift-card offer on sale, pay it at the sandbox bank, come back; a job has the card issued by the provider
 * (the stand-in; the order's id is its key) or, refused, refunds the whole amount.
 */
export function boughtCardFlow(portal: MoneyPortal) {
  const fee = feeFlow(portal);
  // One flow, one order that reaches the provider: what it mints from here on is this order's.
  const mintedBefore = portal.giftCardProvider.minted();
  const flow = {
    /** A new cardholder's order for the first value of the first gift card on sale: ready to pay. */
    async order() {
      const who = await portal.cardholder();
      const listings = await portal.call('/api/offer/walletbuddy/listings');
      expectStatus(listings, 200, 'gift-card listings');
      const listing = (listings.json.data as unknown as { offer_id: string; options: { id: string }[] }[]).find(
        (l) => l.options.length > 0,
      );
      if (!listing) throw new Error('no gift card on sale');
      const body = { offer_id: listing.offer_id, master_retail_option_id: listing.options[0]!.id };
      return { token: who.token, order: () => portal.call('/api/offer/walletbuddy/booking', { method: 'POST', token: who.token, body }) };
    },
    /** The order placed: its id and amount. */
    async placed(order: () => ReturnType<MoneyPortal['call']>) {
      const res = await order();
      expectStatus(res, 201, 'gift-card order');
      return res.json as unknown as { id: string; amount: number };
    },
    async pay(token: string, purchase: { id: string; amount: number }) {
      const res = await portal.call(`/api/offer/walletbuddy/booking/${purchase.id}/pay`, {
        method: 'POST',
        token,
        body: {
          amount: purchase.amount,
          name: 'Asha Rao',
          card_number: await encryptCardField(RESERVE_CARD, purchase.id),
          cvv: await encryptCardField('737', purchase.id),
          expiry_month: '12',
          expiry_year: '35',
        },
      });
      expectStatus(res, 200, 'gift-card payment');
      return res.json as unknown as { payu_url: string; payu_body: Record<string, string> };
    },
    approveAtBank: fee.approveAtBank,
    comeBack: fee.comeBack,
    /**
     * The order as the cardholder sees it: `issued:as issued, 1 minted` once their wallet holds the card the provider
     * issued for it and the provider minted that one card since the flow began; `refunded:refunded, 0 minted` once a
     * refused order's money is back and the provider issued nothing.
     */
    async status(token: string, purchaseId: string) {
      const res = await portal.call(`/api/offer/walletbuddy/booking/${purchaseId}`, { token });
      const purchase = res.json as unknown as { status: string; refund_status: string | null; gift_card_id: string | null } | undefined;
      if (!purchase?.status) return undefined;
      const minted = `${portal.giftCardProvider.minted() - mintedBefore} minted`;
      if (purchase.status === 'refunded') return `refunded:${purchase.refund_status ?? 'none'}, ${minted}`;
      if (purchase.status !== 'issued') return purchase.status;
      const wallet = await portal.call('/api/offer/walletbuddy/cards', { token });
      const cards = (wallet.json.data as unknown as { id: string; code: string }[]).filter((c) => c.id === purchase.gift_card_id);
      const issued = portal.giftCardProvider.cardFor(purchaseId);
      const held =
        cards.length === 1 && cards[0]!.code === issued?.code ? 'as issued' : `${cards.length} cards, code ${cards[0]?.code ?? 'none'}`;
      return `issued:${held}, ${minted}`;
    },
    /** A new cardholder's order placed, paid and approved at the bank: the gateway's return (`back`) still to come. */
    async approvedAtBank() {
      const { token, order } = await flow.order();
      const purchase = await flow.placed(order);
      const back = await flow.approveAtBank(await flow.pay(token, purchase));
      return { token, purchase, back };
    },
  };
  return flow;
}

interface Redemption {
  id: string;
  offer_id: string;
  status: string;
  voucher_code: string | null;
  gift_card_id: string | null;
}

/** A step answered as expected, or the test says what came back. */
function expectStatus(res: { status: number; text: string }, status: number, what: string) {
  if (res.status !== status) throw new Error(`${what} answered ${res.status} (expected ${status}): ${res.text}`);
}

async function redemptionsOf(portal: MoneyPortal, token: string) {
  const res = await portal.call('/api/offer/redemptions', { token });
  expectStatus(res, 200, 'redemptions');
  return res.json.data as unknown as Redemption[];
}

/**
 * A gift card claimed from the Premium bundle's welcome group (one a year), as the cardholder's page does it: start
 * the claim (a code by SMS), then confirm with the code. The provider is the harness's stand-in.
 */
export function giftCardFlow(portal: MoneyPortal) {
  return {
    /** A new Reserve cardholder's claim of a Rs.500 card, its code read from the SMS: ready to confirm. */
    async start() {
      const who = await portal.cardholder();
      const bundles = await portal.call('/api/offer/bundles?eligible=true', { token: who.token });
      expectStatus(bundles, 200, 'bundles');
      const groups = (
        bundles.json.data as unknown as { groups: { id: string; name: string; left: number | null; offer_ids: string[] }[] }[]
      )
        .flatMap((bundle) => bundle.groups)
        .filter((group) => group.name === 'Welcome benefit' && (group.left ?? 0) > 0);
      const group = groups[0];
      if (!group) throw new Error('no welcome group with a unit left');
      const body = { offer_id: group.offer_ids[0]!, bundle_group_id: group.id, master_retail_option_id: 'GC-500' };
      const first = await portal.call('/api/offer/gift_cards/redeem', { method: 'POST', token: who.token, body });
      expectStatus(first, 200, 'gift-card claim');
      const otp = await portal.offerCode(who.mobile);
      return { token: who.token, groupId: group.id, body: { ...body, token: String(first.json.token), otp_confirmation: otp } };
    },
    confirm: (claim: { token: string; body: Record<string, string> }) =>
      portal.call('/api/offer/gift_cards/redeem', { method: 'POST', token: claim.token, body: claim.body }),
    /**
     * The claim as the cardholder sees it: `fulfilled:as issued` once their card shows the code the provider issued
     * for the claim (its order key is the redemption's id), one claim of the group at most.
     */
    async status(token: string) {
      const claims = (await redemptionsOf(portal, token)).filter((r) => r.gift_card_id);
      if (claims.length !== 1) return `${claims.length} gift cards`;
      const card = await portal.call(`/api/offer/gift_cards/${claims[0]!.gift_card_id}`, { token });
      const view = card.json.data as unknown as { status: string; code: string | null };
      const issued = portal.giftCardProvider.cardFor(claims[0]!.id);
      return `${view.status}:${view.code && view.code === issued?.code ? 'as issued' : `code ${view.code ?? 'none'}`}`;
    },
  };
}

/** A voucher offer the Reserve card may use, redeemed: a code by SMS, the code back, a voucher code from the pool. */
export function voucherFlow(portal: MoneyPortal) {
  return {
    async start() {
      const who = await portal.cardholder();
      const list = await portal.call('/api/offer/offers?eligible=true&text=voucher', { token: who.token });
      expectStatus(list, 200, 'offers');
      const offer = (list.json.data as unknown as { id: string; offer_type: string; stock_left: number | null }[]).find(
        (o) => o.offer_type === 'voucher' && (o.stock_left ?? 0) > 0,
      );
      if (!offer) throw new Error('no voucher offer with codes left');
      const first = await portal.call(`/api/offer/offers/${offer.id}/redeem`, { method: 'POST', token: who.token, body: {} });
      expectStatus(first, 200, 'redeem');
      const otp = await portal.offerCode(who.mobile);
      return { token: who.token, offerId: offer.id, body: { token: String(first.json.token), otp_confirmation: otp } };
    },
    confirm: (redeem: { token: string; offerId: string; body: Record<string, string> }) =>
      portal.call(`/api/offer/offers/${redeem.offerId}/redeem`, { method: 'POST', token: redeem.token, body: redeem.body }),
    /** `completed:1 code` once the cardholder holds exactly one redemption of the offer, with its code. */
    async status(token: string, offerId: string) {
      const done = (await redemptionsOf(portal, token)).filter((r) => r.offer_id === offerId && r.status === 'completed');
      const codes = new Set(done.map((r) => r.voucher_code).filter(Boolean));
      return `completed:${done.length === 1 && codes.size === 1 ? '1 code' : `${done.length} redemptions, ${codes.size} codes`}`;
    },
  };
}

/**
 * What the ledger of payments does not see: gift cards and voucher codes handed out beyond what was allowed. Each row
 * is one problem, named; none is the answer. Read with SQL (on PGlite, with the server stopped).
 */
export async function issuedTwice(portal: MoneyPortal): Promise<string[]> {
  const named = async (what: string, text: string) => (await portal.query<{ id: string }>(text)).map((row) => `${what}: ${row.id}`);
  const problems = [
    ...(await named(
      'a voucher code handed to two redemptions',
      `select voucher_code_id::text as id from redemptions where voucher_code_id is not null group by voucher_code_id having count(*) > 1`,
    )),
    ...(await named(
      'a voucher code taken from the pool but not handed to its redemption',
      `select c.id::text as id from voucher_codes c left join redemptions r on r.id = c.redemption_id
       where c.redemption_id is not null and (r.id is null or r.status <> 'completed' or r.voucher_code_id is distinct from c.id)`,
    )),
    ...(await named(
      'a redemption with two gift cards',
      `select redemption_id::text as id from gift_cards where redemption_id is not null group by redemption_id having count(*) > 1`,
    )),
    ...(await named(
      'a bought gift card order with two cards',
      `select purchase_id::text as id from gift_cards where purchase_id is not null group by purchase_id having count(*) > 1`,
    )),
    ...(await named(
      'a bought gift card order left paying, paid (not issued) or with its refund still open',
      `select id::text from gift_card_purchases where status in ('paying', 'paid') or refund_status = 'requested'`,
    )),
    ...(await named(
      'a bought gift card order issued without its card, or refunded with one',
      `select p.id::text from gift_card_purchases p left join gift_cards c on c.purchase_id = p.id and c.status = 'fulfilled'
       where (p.status = 'issued') <> (c.id is not null)`,
    )),
    ...(await named(
      'a bundle group used beyond its allowance',
      `select r.user_id::text || ' ' || r.bundle_group_id::text as id from redemptions r join bundle_groups g on g.id = r.bundle_group_id
       where r.status in ('pending', 'completed') group by r.user_id, r.bundle_group_id, r.period_key, g.choose_count
       having count(*) > g.choose_count`,
    )),
    ...(await named(
      'an offer redeemed beyond its per-user limit',
      `select r.user_id::text || ' ' || r.offer_id::text as id from redemptions r join offers o on o.id = r.offer_id
       where r.status in ('pending', 'completed') group by r.user_id, r.offer_id, o.per_user_limit having count(*) > o.per_user_limit`,
    )),
    ...(await named('a gift card still pending', `select id::text from gift_cards where status = 'pending'`)),
  ];
  // The provider's books against ours: every card it issued is one our cardholders hold, and no more.
  const [fulfilled] = await portal.query<{ n: number }>(`select count(*)::int as n from gift_cards where status = 'fulfilled'`);
  if (fulfilled!.n !== portal.giftCardProvider.minted())
    problems.push(`the provider issued ${portal.giftCardProvider.minted()} gift cards, our books hold ${fulfilled!.n}`);
  return problems;
}
