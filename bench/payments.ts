/**
 * Payments benchmark on PostgreSQL: POST /payments and the gateway callback (surl), through the real
 * server. Run: node --import tsx bench/payments.ts   (results in bench/results/payments.json)
 * Targets (issue 5): POST /payments >= 300/s, callbacks >= 500/s, p99 under 50 ms.
 *
 * Rates are requests / elapsed time to the last answer (autocannon's per-second average rounds a
 * fixed-size run's last partial second). After the callbacks, the end state is checked and printed:
 * every booking paid once, in `requested`, with its answer-by deadline and its two notification jobs.
 * CPU milliseconds per request (the API process; PostgreSQL's processes) are printed too: unlike rates,
 * they hardly move when other work shares the machine, so they compare two runs on a busy machine.
 * Env: DURATION (s, POST /payments), CALLBACKS (count), BENCH_SERVER_DIR (run the server from another
 * checkout, e.g. the commit before a change, for a side-by-side comparison; results are then only printed),
 * BENCH_NODE_ARGS (for the API process, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import pg from 'pg';
import autocannon from 'autocannon';
import { GOLF_CONFIRMATION_HOURS } from '../packages/contract/src/common/constants.ts';
import { encryptCardField } from '../packages/contract/src/payments/card-crypto.ts';
import { withLuhnCheckDigit } from '../packages/contract/src/payments/card-rules.ts';
import { insertSignedInUser } from '../apps/api/src/test/signed-in-user.ts';
import { startPostgres } from '../scripts/pg-server.mjs';
import { cpuMeter } from './side-by-side.ts';

const SECRET = 'bench-secret-0123456789abcdef';
const SALT = 'bench-salt';
const KEY = 'bench-key';
const CALLBACKS = Number(process.env.CALLBACKS ?? 2000);
const DURATION = Number(process.env.DURATION ?? 10);
const serverDir = process.env.BENCH_SERVER_DIR;
const headers = {
  'x-api-id': 'axis',
  'x-client-id': 'axis-benefits',
  'x-project-id': 'axis-benefits-web',
  'content-type': 'application/json',
};

// Other work on the machine lowers the rates (not much the CPU per request): the results say how busy it was.
const loadAtStart = os.loadavg()[0]!;
const port = await new Promise<number>((resolve) => {
  const s = net.createServer().listen(0, () => {
    const p = (s.address() as net.AddressInfo).port;
    s.close(() => resolve(p));
  });
});
const postgres = await startPostgres();
const server = spawn(
  process.execPath,
  [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), '--import', 'tsx', 'apps/api/src/server.ts'],
  {
    cwd: serverDir ?? process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: postgres.url,
      APP_SECRET: SECRET,
      PAYU_KEY: KEY,
      PAYU_SALT: SALT,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '10000000',
      PAYMENT_RECONCILE_AFTER_SECONDS: '3600',
    },
    stdio: 'inherit',
  },
);
process.on('exit', () => server.kill('SIGKILL'));
const url = `http://127.0.0.1:${port}`;
for (let i = 0; i < 300; i++) {
  try {
    if ((await fetch(`${url}/api/ready`)).ok) break;
  } catch {
    /* starting */
  }
  await new Promise((r) => setTimeout(r, 200));
}

const db = new pg.Client({ connectionString: postgres.url });
await db.connect();
const user = await insertSignedInUser(db, SECRET, { mobile: '9000012345', name: 'Bench User', email: 'bench@example.in' });
const auth = { ...headers, authorization: `Bearer ${user.token}` };
const insertBookings = async (prefix: string, count: number) =>
  (
    await db.query(
      `insert into bookings (reference, user_id, type, status, bin_used, card_product_id, fee_rupees, quota_units, quota_year, service_at, booking_date_time, request_info)
   select $3 || g, $1, 'GolfEnquiry', 'pending_payment', '41000001', 'reserve', 10, 1, 2027, now() + interval '30 days', 'x', '{}' from generate_series(1, $2) g returning id`,
      [user.id, count, prefix],
    )
  ).rows as { id: string }[];
const [paymentsBooking] = await insertBookings('GLF-P', 1);
const callbackBookings = await insertBookings('GLF-C', CALLBACKS);
// A Luhn-valid number on the demo Reserve BIN: the sandbox gateway accepts it, no bank issued it.
const SANDBOX_CARD = withLuhnCheckDigit('410000012345678');
const body = async (bookingId: string) =>
  JSON.stringify({
    booking_id: bookingId,
    transactions_attributes: [
      {
        txn_type: 'card',
        payment_type: 'Credit',
        name: 'Bench User',
        card_number: await encryptCardField(SANDBOX_CARD, bookingId),
        cvv: await encryptCardField('123', bookingId),
        expiry_month: '12',
        expiry_year: '35',
      },
    ],
  });

// CPU time from /proc (Linux): the API process, and the PostgreSQL server with every backend it started.
const metered = await cpuMeter(server.pid!, db);
type Result = autocannon.Result & { '2xx': number; '3xx': number };
/**
 * One autocannon run, timed from its start to its last answer (autocannon's own finish waits for its
 * next one-second tick), with the CPU it cost per request.
 */
async function run(options: autocannon.Options) {
  const measured = await metered(
    async () => {
      const started = performance.now();
      let lastAnswer = started;
      const result = await new Promise<Result>((resolve, reject) => {
        const instance = autocannon(options, (error, r) => (error ? reject(error) : resolve(r as Result)));
        instance.on('response', () => {
          lastAnswer = performance.now();
        });
      });
      return { result, elapsedMs: lastAnswer - started };
    },
    ({ result }) => result.requests.total,
  );
  return {
    result: measured.result,
    elapsedMs: measured.elapsedMs,
    cpu: { api_cpu_ms_per_request: measured.apiCpuMsPerUnit, postgres_cpu_ms_per_request: measured.postgresCpuMsPerUnit },
  };
}
const problems: string[] = [];
/** Requests per second to the last answer, with the answers that were not the expected kind. */
function summary(name: string, { result: r, elapsedMs, cpu }: Awaited<ReturnType<typeof run>>, expected: '2xx' | '3xx') {
  const unexpected = r.requests.total - r[expected] + r.errors + r.timeouts;
  if (unexpected > 0) problems.push(`${name}: ${unexpected} answers were not ${expected}`);
  return {
    requests: r.requests.total,
    elapsed_s: Number((elapsedMs / 1000).toFixed(2)),
    requests_per_second: Math.round(r.requests.total / (elapsedMs / 1000)),
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    [`answers_${expected}`]: r[expected],
    unexpected_answers: unexpected,
    ...cpu,
  };
}

// 1. POST /payments on one booking (each call a new payment with its own txnid).
const paymentBody = await body(paymentsBooking!.id);
// A short unmeasured run first, so neither the before nor the after pays for the JIT warming up.
await autocannon({ url: `${url}/api/payment/payments`, method: 'POST', headers: auth, body: paymentBody, connections: 10, duration: 2 });
const payments = await run({
  url: `${url}/api/payment/payments`,
  method: 'POST',
  headers: auth,
  body: paymentBody,
  connections: 10,
  duration: DURATION,
});

// 2. Callbacks: one payment per booking (made 10 at a time), then every surl post once (each settles and makes one transition).
const forms: string[] = new Array(callbackBookings.length);
const prepare = async (n: number) => {
  const b = callbackBookings[n]!;
  const started = (await (
    await fetch(`${url}/api/payment/payments`, { method: 'POST', headers: auth, body: await body(b.id) })
  ).json()) as { payu_body: Record<string, string> };
  const f = started.payu_body;
  if (!f) throw new Error(`POST /payments failed: ${JSON.stringify(started)}`);
  const fields: Record<string, string> = {
    mihpayid: String(n + 1),
    status: 'success',
    key: KEY,
    txnid: f.txnid!,
    amount: f.amount!,
    productinfo: f.productinfo!,
    firstname: f.firstname!,
    email: f.email!,
    udf1: f.udf1!,
    udf2: '',
    udf3: '',
    udf4: '',
    udf5: '',
  };
  fields.hash = createHash('sha512')
    .update(
      [
        SALT,
        'success',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        fields.udf1,
        fields.email,
        fields.firstname,
        fields.productinfo,
        fields.amount,
        fields.txnid,
        KEY,
      ].join('|'),
    )
    .digest('hex');
  forms[n] = new URLSearchParams(fields).toString();
};
for (let n = 0; n < callbackBookings.length; n += 10) await Promise.all(callbackBookings.slice(n, n + 10).map((_, i) => prepare(n + i)));
let next = 0;
const callbacks = await run({
  url: `${url}/api/payment/payments/success`,
  connections: 10,
  amount: forms.length,
  requests: [
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      setupRequest: (req) => ({ ...req, body: forms[next++ % forms.length] }),
    },
  ],
});

// 3. The end state of every booking the callbacks paid.
const {
  rows: [state],
} = await db.query(
  `
  select count(*)::int as bookings,
    count(*) filter (where b.status = 'requested')::int as requested,
    count(*) filter (where p.status = 'success')::int as payments_captured,
    count(*) filter (where b.answer_by between p.settled_at + make_interval(hours => $1) - interval '5 seconds'
                                           and p.settled_at + make_interval(hours => $1) + interval '5 seconds')::int as with_answer_by_deadline,
    count(*) filter (where (select count(*) from booking_transitions t where t.booking_id = b.id and t.event = 'pay') = 1)::int as with_one_pay_transition,
    count(*) filter (where (select count(*) from jobs j where j.kind = 'notification.send' and j.dedupe_key in
      ('notify:' || b.id || ':request_received:sms', 'notify:' || b.id || ':request_received:email')) = 2)::int as with_both_notification_jobs
  from bookings b join payments p on p.booking_id = b.id
  where b.reference like 'GLF-C%'`,
  [GOLF_CONFIRMATION_HOURS],
);
for (const [check, n] of Object.entries(state as Record<string, number>))
  if (n !== CALLBACKS) problems.push(`end state: ${check} is ${n}, expected ${CALLBACKS}`);

const results = {
  measured_at: new Date().toISOString(),
  database: 'PostgreSQL',
  machine_cores: os.cpus().length,
  load_average: { at_start: Number(loadAtStart.toFixed(2)), at_end: Number(os.loadavg()[0]!.toFixed(2)) },
  server: serverDir ?? 'this checkout',
  post_payments: summary('POST /payments', payments, '2xx'),
  callbacks: { ...summary('callbacks', callbacks, '3xx'), note: 'surl posts answer a 303 redirect to the checkout-message route' },
  end_state_after_callbacks: state,
  problems,
};
console.info(JSON.stringify(results, null, 2));
if (!serverDir) writeFileSync('bench/results/payments.json', `${JSON.stringify(results, null, 2)}\n`);
if (problems.length > 0) process.exitCode = 1;
await db.end();
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
postgres.stop();
