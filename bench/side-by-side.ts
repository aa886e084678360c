// Shared by the offers and rewards benchmarks (offers.ts, rewards.ts): a bare Fastify hello-world measured in
// the same run, round by round beside each scenario (the method of bench/run.mjs, see README), so a figure
// stays a ratio to what this machine could do at that minute, however busy other work made it.
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchRoot, clientHeaders, startBenchPortal } from './booking-portal.ts';

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
export const pct = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;
export const loadAverage = () => os.loadavg().map((l) => Number(l.toFixed(2)));

export interface Measured {
  reqPerSec: number;
  requests: number;
  elapsedS: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers by status code: the benchmark checks them, a fast wrong answer must not pass. */
  statusCodes: Record<string, number>;
  errors: number;
}

/**
 * One autocannon run. Req/s is every answer over the time from the start to the last answer (autocannon's
 * per-second average drops the last partial second, which is most of a short fixed-size run).
 */
export async function load(options: autocannon.Options, seconds: number): Promise<Measured> {
  const started = performance.now();
  let lastAnswer = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({ connections: 50, ...(options.amount ? {} : { duration: seconds }), ...options }, (error, r) =>
      error ? reject(error) : resolve(r),
    );
    run.on('response', () => {
      lastAnswer = performance.now();
    });
  });
  const elapsedS = (lastAnswer - started) / 1000;
  const statusCodes = Object.fromEntries(
    Object.entries((result.statusCodeStats ?? {}) as Record<string, { count: number }>).map(([code, s]) => [code, Number(s.count)]),
  );
  const answered = Object.values(statusCodes).reduce((a, b) => a + b, 0);
  return {
    reqPerSec: elapsedS > 0 ? Math.round(answered / elapsedS) : 0,
    requests: answered,
    elapsedS: Number(elapsedS.toFixed(3)),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    statusCodes,
    errors: result.errors + result.timeouts,
  };
}

async function freePort() {
  return new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** bench/hello-world.mjs in its own process: GET and JSON POST on `/`. */
export async function startHelloWorld() {
  const port = await freePort();
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'hello-world.mjs'), {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  process.on('exit', () => child.kill('SIGKILL'));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    url,
    /** The hello-world's answer to the same kind of request: method, JSON body, headers, connections. */
    ceiling: (connections: number, method: 'GET' | 'POST', seconds: number, body = '{}') =>
      load(
        {
          url: `${url}/`,
          method,
          connections,
          headers: {
            ...clientHeaders,
            authorization: 'Bearer x'.padEnd(50, 'x'),
            ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
          },
          ...(method === 'POST' ? { body } : {}),
        },
        seconds,
      ),
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
export type HelloWorld = Awaited<ReturnType<typeof startHelloWorld>>;

export interface Round<T> {
  measured: T;
  ceilingReqPerSec: number;
  ratioPct: number;
}

/** The median CPU per request (or per checkout) of the rounds, when they were measured with cpuMeter. */
function cpuSummary(rounds: { apiCpuMsPerUnit?: number; postgresCpuMsPerUnit?: number }[]) {
  const api = rounds.flatMap((r) => (r.apiCpuMsPerUnit === undefined ? [] : [r.apiCpuMsPerUnit]));
  const postgres = rounds.flatMap((r) => (r.postgresCpuMsPerUnit === undefined ? [] : [r.postgresCpuMsPerUnit]));
  return api.length ? { api_cpu_ms_per_unit: median(api), postgres_cpu_ms_per_unit: median(postgres) } : {};
}

/**
 * `rounds` interleaved rounds of (prepare, hello-world ceiling, scenario); the summary is the median ratio and its
 * spread. `prepare(round)` makes what a round uses up (cardholders, codes, carts), unmeasured; `measure` returns
 * the scenario's rate and p99 (whatever its unit).
 */
export async function interleaved<
  P,
  T extends { reqPerSec: number; p99Ms: number; apiCpuMsPerUnit?: number; postgresCpuMsPerUnit?: number },
>(
  name: string,
  target: string,
  rounds: number,
  ceiling: () => Promise<Measured>,
  prepare: (round: number) => Promise<P>,
  measure: (prepared: P, round: number) => Promise<T>,
) {
  const perRound: Round<T>[] = [];
  for (let round = 1; round <= rounds; round++) {
    const prepared = await prepare(round);
    const helloWorld = await ceiling();
    const measured = await measure(prepared, round);
    perRound.push({ measured, ceilingReqPerSec: helloWorld.reqPerSec, ratioPct: pct(measured.reqPerSec, helloWorld.reqPerSec) });
    const cpu =
      measured.apiCpuMsPerUnit === undefined
        ? ''
        : `, CPU ${measured.apiCpuMsPerUnit} ms API + ${measured.postgresCpuMsPerUnit} ms PostgreSQL each`;
    console.info(
      `${name} round ${round}: ${measured.reqPerSec}/s vs hello-world ${helloWorld.reqPerSec} req/s = ${perRound.at(-1)!.ratioPct}%, p99 ${measured.p99Ms} ms${cpu}`,
    );
  }
  const ratios = perRound.map((r) => r.ratioPct);
  const summary = {
    target,
    ratio_to_hello_world_pct: median(ratios),
    ratio_spread_points: Number((Math.max(...ratios) - Math.min(...ratios)).toFixed(1)),
    per_second: median(perRound.map((r) => r.measured.reqPerSec)),
    hello_world_req_per_s: median(perRound.map((r) => r.ceilingReqPerSec)),
    p99_ms: median(perRound.map((r) => r.measured.p99Ms)),
    ...cpuSummary(perRound.map((r) => r.measured)),
    rounds: perRound,
  };
  console.info(
    `${name}: median ${summary.ratio_to_hello_world_pct}% of hello-world (spread ${summary.ratio_spread_points} points), ${summary.per_second}/s, p99 ${summary.p99_ms} ms — target: ${target}`,
  );
  return summary;
}

// CPU time from /proc (Linux) of the API process and of PostgreSQL with every backend it started: unlike rates,
// it hardly moves when other work shares the machine, so it says what a request costs on a busy machine too.
const ticksPerMs = Number(execFileSync('getconf', ['CLK_TCK']).toString()) / 1000;
/** /proc/<pid>/stat's fields after the command name: [1] ppid, [11..14] utime, stime, cutime, cstime. */
function stat(pid: number | string) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text
      .slice(text.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
  } catch {
    return undefined; // the process ended
  }
}
const ticks = (fields: number[] | undefined, withChildren = false) =>
  fields ? fields[11]! + fields[12]! + (withChildren ? fields[13]! + fields[14]! : 0) : 0;

/** Measures `run` with the CPU milliseconds it cost per request (per `units`, e.g. checkouts) in the API and in PostgreSQL. */
export async function cpuMeter(apiPid: number, db: pg.Client) {
  const { rows } = await db.query<{ setting: string }>(`select setting from pg_settings where name = 'data_directory'`);
  const postmaster = Number(readFileSync(`${rows[0]!.setting}/postmaster.pid`, 'utf8').split('\n')[0]);
  const now = () => {
    let postgres = ticks(stat(postmaster), true);
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      const fields = stat(pid);
      if (fields?.[1] === postmaster) postgres += ticks(fields);
    }
    return { api: ticks(stat(apiPid)) / ticksPerMs, postgres: postgres / ticksPerMs };
  };
  return async <T>(run: () => Promise<T>, units: (result: T) => number) => {
    const before = now();
    const result = await run();
    const after = now();
    const per = (ms: number) => Number((ms / Math.max(1, units(result))).toFixed(2));
    return { ...result, apiCpuMsPerUnit: per(after.api - before.api), postgresCpuMsPerUnit: per(after.postgres - before.postgres) };
  };
}

/** End-state checks: a failed one is printed at once and kept for the result file (and the exit code). */
export function endStateChecks() {
  const problems: string[] = [];
  const check = (ok: boolean, problem: string) => {
    if (!ok) {
      problems.push(problem);
      console.error(`CHECK FAILED: ${problem}`);
    }
  };
  /** Every answer of the run had `code` and none failed. */
  const onlyStatus = (name: string, m: Measured, code: string) => {
    const wrong = m.requests - (m.statusCodes[code] ?? 0) + m.errors;
    check(wrong === 0, `${name}: ${wrong} answers were not ${code} (${JSON.stringify(m.statusCodes)}, ${m.errors} errors)`);
  };
  return { problems, check, onlyStatus };
}

/** What a PostgreSQL benchmark starts with: hello-world, the portal on a throw-away server, a client on its database, the CPU meter. */
export async function startOnPostgres(env: Record<string, string>) {
  const startedAt = new Date().toISOString();
  const loadAtStart = loadAverage();
  const hello = await startHelloWorld();
  const portal = await startBenchPortal({ root: benchRoot, postgres: true, env });
  const db = new pg.Client({ connectionString: portal.databaseUrl });
  await db.connect();
  const withCpu = await cpuMeter(portal.pid, db);
  const stop = async () => {
    await db.end();
    await portal.stop();
    await hello.stop();
  };
  return { startedAt, loadAtStart, hello, portal, db, withCpu, stop };
}

/** GET scenarios beside hello-world GETs at the same connections, round by round, every answer expected to be 200. */
export function readScenarios(setup: {
  hello: HelloWorld;
  withCpu: Awaited<ReturnType<typeof cpuMeter>>;
  onlyStatus: ReturnType<typeof endStateChecks>['onlyStatus'];
  rounds: number;
  seconds: number;
}) {
  return (name: string, target: string, options: autocannon.Options & { connections: number }) =>
    interleaved(
      name,
      target,
      setup.rounds,
      () => setup.hello.ceiling(options.connections, 'GET', setup.seconds),
      async () => undefined,
      async () => {
        const m = await setup.withCpu(
          () => load(options, setup.seconds),
          (measured) => measured.requests,
        );
        setup.onlyStatus(name, m, '200');
        return m;
      },
    );
}
