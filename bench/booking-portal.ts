// Shared by the booking benchmarks (golf.ts, airport-transfers.ts, airport-concierge-upload.ts): the real
// server in its own process (never on the load generator's event loop), on PGlite or a throw-away
// PostgreSQL, its RSS read from /proc while it runs. `--baseline DIR` (or BENCH_BASELINE_ROOT) also measures
// the server of another checkout (e.g. `git archive <commit>` with node_modules linked), in the same run.
import type { ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { randomToken } from '../apps/api/src/lib/secrets.ts';
import { sessionTokenHash } from '../apps/api/src/modules/sessions/index.ts';
import { conciergeEnquiryFields, inDays } from '../apps/api/src/test/enquiry-bodies.ts';
import { multipartForm } from '../apps/api/src/test/form-bodies.ts';
import { startPostgres } from '../scripts/pg-server.mjs';
import { spawnPortal, waitUntilReady } from '../scripts/portal-process.mjs';

export const benchRoot = path.resolve(import.meta.dirname, '..');
export const clientHeaders = { 'x-api-id': 'axis', 'x-client-id': 'axis-benefits', 'x-project-id': 'axis-benefits-web' };
/** What Chrome on a phone sends with every fetch of the web app's; the API compresses a large answer for it. */
export const browserHeaders = { ...clientHeaders, 'accept-encoding': 'gzip, deflate, br, zstd' };
const APP_SECRET = 'bench-secret-not-for-production';

export function flag(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
}
export const hasFlag = (name: string) => process.argv.includes(`--${name}`);

/** The checkouts to measure: this one, and a baseline before it when one is given. */
export function checkouts(): { label: string; root: string }[] {
  const baseline = flag('baseline') ?? process.env.BENCH_BASELINE_ROOT;
  return [...(baseline ? [{ label: 'baseline', root: path.resolve(baseline) }] : []), { label: 'this branch', root: benchRoot }];
}

/**
 * Measures every variant (each checkout, then this one with each `--pool N`), `--rounds N` times in turn, so
 * a noisy neighbour weighs on each of them alike. Prints and returns each variant's figures by name.
 */
export async function runVariants<T>(measure: (root: string, poolSize?: number) => Promise<T>): Promise<Record<string, T>> {
  const poolSizes = process.argv.flatMap((a, i) => (process.argv[i - 1] === '--pool' ? [Number(a)] : []));
  const rounds = Number(flag('rounds') ?? 1);
  const variants = [
    ...checkouts().map(({ label, root }) => ({ label, root, poolSize: undefined as number | undefined })),
    ...poolSizes.map((size) => ({ label: `this branch, pool ${size}`, root: benchRoot, poolSize: size })),
  ];
  const runs: Record<string, T> = {};
  for (let round = 1; round <= rounds; round++) {
    for (const { label, root, poolSize } of variants) {
      const name = rounds > 1 ? `${label}, round ${round}` : label;
      runs[name] = await measure(root, poolSize);
      console.info(name, JSON.stringify(runs[name]));
    }
  }
  return runs;
}

export const ticketBytes = Number(process.env.BENCH_FILE_BYTES ?? 1_048_576);

/** One concierge enquiry (Mumbai T2 arrival, 10 days ahead) with a PDF ticket of BENCH_FILE_BYTES (1 MB), as multipart. */
export function conciergeEnquiryBody(boundary: string): Buffer {
  const file = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(ticketBytes - 9, 0x20)]);
  const fields = conciergeEnquiryFields(
    { mobile: '9300000000', email: 'b@example.in' },
    { first_name: 'Bench', last_name: 'User', booking_date_time: inDays(10, 15, 30) },
  );
  return multipartForm(fields, [{ name: 'ticket.pdf', type: 'application/pdf', data: file }], boundary).payload;
}

export function rssMb(pid: number): number {
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024);
}

/** CPU time (user + system, ms) a process has used: unlike req/s, barely moved by a busy neighbour. */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime in clock ticks of 10 ms
}

export interface BenchPortal {
  url: string;
  pid: number;
  /** Server CPU per request over `run`, beside run's own result. */
  cpuPerRequest<T extends { requests: { total: number } }>(run: () => Promise<T>): Promise<{ result: T; serverCpuMsPerRequest: number }>;
  databaseUrl?: string;
  /** Reads the server's RSS every `everyMs` until the returned function is called; that returns the samples (MB). */
  sampleRss(everyMs?: number): () => number[];
  /** Cardholders with a live session and the Reserve card, made directly in the database (fast, for many). */
  seedCardholders(count: number, firstMobile: number): Promise<{ token: string; mobile: string; email: string }[]>;
  /** Counts bookings by status, to report what a run really created. */
  bookingsByStatus(type: string): Promise<Record<string, number>>;
  stop(): Promise<void>;
}

const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/**
 * The portal of `root` on a fresh data directory: `apps/api/src/server.ts` as `npm start` runs it, or
 * bench/booking-server.ts when a pool size is asked for. PostgreSQL: a throw-away server per portal.
 */
export async function startBenchPortal(options: {
  root: string;
  postgres: boolean;
  poolSize?: number;
  env?: Record<string, string>;
}): Promise<BenchPortal> {
  const database = options.postgres ? await startPostgres() : undefined;
  const entry = options.poolSize ? path.join(benchRoot, 'bench/booking-server.ts') : 'apps/api/src/server.ts';
  // BENCH_SERVER_NODE_ARGS: extra node flags for the server only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const { child, url, dataDir } = await spawnPortal({
    cwd: options.root,
    entry,
    nodeArgs,
    dataDirPrefix: 'bench-bookings-',
    env: {
      APP_SECRET,
      RATE_LIMIT_PER_MINUTE: '100000000',
      OTP_SENDS_PER_IP_PER_HOUR: '100000000',
      BENCH_APP_ROOT: options.root,
      ...(options.poolSize ? { BENCH_POOL_SIZE: String(options.poolSize) } : {}),
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  await waitUntilReady(url, child).catch((error: Error) => {
    throw new Error(`the portal in ${options.root} did not start: ${error.message}`);
  });
  const pid = child.pid!;
  const sql = async <T>(run: (client: pg.Client) => Promise<T>) => {
    if (!database) throw new Error('direct database access is for PostgreSQL runs');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.end();
    }
  };
  return {
    url,
    pid,
    databaseUrl: database?.url,
    async cpuPerRequest(run) {
      const before = cpuMs(pid);
      const result = await run();
      return { result, serverCpuMsPerRequest: Number(((cpuMs(pid) - before) / Math.max(1, result.requests.total)).toFixed(2)) };
    },
    sampleRss(everyMs = 250) {
      const samples = [rssMb(pid)];
      const timer = setInterval(() => samples.push(rssMb(pid)), everyMs);
      return () => {
        clearInterval(timer);
        samples.push(rssMb(pid));
        return samples;
      };
    },
    seedCardholders: (count, firstMobile) =>
      sql(async (client) => {
        const people = Array.from({ length: count }, (_, i) => ({
          token: randomToken(),
          mobile: String(firstMobile + i),
          email: `${firstMobile + i}@bench.example`,
        }));
        const { rows } = await client.query<{ id: string }>(
          `insert into users (mobile, name, email) select unnest($1::text[]), 'Bench Holder', unnest($2::text[]) returning id`,
          [people.map((p) => p.mobile), people.map((p) => p.email)],
        );
        await client.query(
          `insert into sessions (user_id, token_hash, expires_at) select unnest($1::uuid[]), unnest($2::text[]), now() + interval '2 hours'`,
          [rows.map((r) => r.id), people.map((p) => sessionTokenHash(APP_SECRET, p.token))],
        );
        // The card registered at sign-in: bookings must use one of the user's own cards.
        await client.query(
          `insert into user_cards (user_id, bin, bin_type, card_product_id) select unnest($1::uuid[]), '41000001', 'first8', 'reserve'`,
          [rows.map((r) => r.id)],
        );
        return people;
      }),
    bookingsByStatus: (type) =>
      sql(async (client) => {
        const { rows } = await client.query<{ status: string; n: number }>(
          'select status, count(*)::int as n from bookings where type = $1 group by status',
          [type],
        );
        return Object.fromEntries(rows.map((r) => [r.status, r.n]));
      }),
    async stop() {
      await new Promise((r) => {
        child.once('exit', r);
        child.kill('SIGTERM');
      });
      children.delete(child);
      database?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs cardholders in through the real API: sign-up, the activation code from the dev outbox, verify with the Reserve bin. */
export async function signInThroughApi(url: string, count: number, firstMobile: number, parallel = 8): Promise<string[]> {
  const json = { ...clientHeaders, 'content-type': 'application/json' };
  const tokens: string[] = new Array(count);
  let next = 0;
  async function worker() {
    for (let i = next++; i < count; i = next++) {
      const mobile = String(firstMobile + i);
      const signUp = await fetch(`${url}/api/customer/users`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ mobile, email: `${mobile}@bench.example`, name: 'Bench Holder' }),
      });
      if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
      const { data } = (await signUp.json()) as { data: { id: string } };
      const [newest] = (await (await fetch(`${url}/api/dev/outbox?to=${mobile}`)).json()) as { body: string }[];
      const code = /\b(\d{6})\b/.exec(newest!.body)![1];
      const verified = await fetch(`${url}/api/customer/users/${data.id}/otps/verify`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ otp_type: 'activation', code, bin: '41000001' }),
      });
      const { token } = (await verified.json()) as { token: string | null };
      if (!token) throw new Error(`verify failed for ${mobile}`);
      tokens[i] = token;
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker));
  return tokens;
}

export const machine = () => ({ cpus: os.cpus().length, load_average: os.loadavg().map((l) => Number(l.toFixed(2))) });

/** What a run's responses were, by status code. */
export const statusCounts = (stats: Record<string, { count: number }> | undefined) =>
  Object.fromEntries(Object.entries(stats ?? {}).map(([code, s]) => [code, Number(s.count)]));
