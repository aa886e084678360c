/**
 * Payments benchmark on PostgreSQL: POST /payments and the gateway callback (surl), through the real
 * server. Run: node --import tsx bench/payments.ts   (results in bench/results/payments.json)
 * Targets (issue 5): POST /payments >= 300/s, callbacks >= 500/s, p99 under 50 ms.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import net from 'node:net';
import pg from 'pg';
import autocannon from 'autocannon';
import { encryptCardField } from '../packages/contract/src/payments/card-crypto.ts';
import { withLuhnCheckDigit } from '../packages/contract/src/payments/card-rules.ts';
import { keyedHash } from '../apps/api/src/lib/secrets.ts';
import { startPostgres } from '../scripts/pg-server.mjs';

const SECRET = 'bench-secret-0123456789abcdef';
const SALT = 'bench-salt';
const KEY = 'bench-key';
const CALLBACKS = Number(process.env.CALLBACKS ?? 2000);
const headers = { 'x-api-id': 'axis', 'x-client-id': 'axis-benefits', 'x-project-id': 'axis-benefits-web', 'content-type': 'application/json' };

const port = await new Promise<number>((resolve) => { const s = net.createServer().listen(0, () => { const p = (s.address() as net.AddressInfo).port; s.close(() => resolve(p)); }); });
const postgres = await startPostgres();
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  env: { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: postgres.url, APP_SECRET: SECRET,
    PAYU_KEY: KEY, PAYU_SALT: SALT, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '10000000', PAYMENT_RECONCILE_AFTER_SECONDS: '3600' },
  stdio: 'inherit',
});
const url = `http://127.0.0.1:${port}`;
for (let i = 0; i < 300; i++) { try { if ((await fetch(`${url}/api/ready`)).ok) break; } catch { /* starting */ } await new Promise((r) => setTimeout(r, 200)); }

const db = new pg.Client({ connectionString: postgres.url });
await db.connect();
const { rows: [user] } = await db.query(`insert into users (mobile, name, email) values ('9000012345', 'Bench User', 'bench@example.in') returning id`);
const token = randomBytes(32).toString('base64url');
await db.query(`insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '2 hours')`, [user.id, keyedHash(SECRET, `session:${token}`)]);
const auth = { ...headers, authorization: `Bearer ${token}` };
const { rows: bookings } = await db.query(
  `insert into bookings (reference, user_id, type, status, bin_used, card_product_id, fee_rupees, quota_units, quota_year, service_at, booking_date_time, request_info)
   select 'GLF-B' || g, $1, 'GolfEnquiry', 'pending_payment', '41000001', 'reserve', 10, 1, 2027, now() + interval '30 days', 'x', '{}' from generate_series(1, $2) g returning id`,
  [user.id, CALLBACKS + 1]);
// A Luhn-valid number on the demo Reserve BIN: the sandbox gateway accepts it, no bank issued it.
const SANDBOX_CARD = withLuhnCheckDigit('410000012345678');
const body = async (bookingId: string) => JSON.stringify({ booking_id: bookingId, transactions_attributes: [{
  txn_type: 'card', payment_type: 'Credit', name: 'Bench User', card_number: await encryptCardField(SANDBOX_CARD, bookingId),
  cvv: await encryptCardField('123', bookingId), expiry_month: '12', expiry_year: '35' }] });

const summary = (r: { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number }) =>
  ({ requests_per_second: r.requests.average, p50_ms: r.latency.p50, p99_ms: r.latency.p99, non_2xx: r.non2xx, errors: r.errors });

// 1. POST /payments on one booking (each call a new payment with its own txnid).
const payments = await autocannon({ url: `${url}/api/payment/payments`, method: 'POST', headers: auth, body: await body(bookings[0].id), connections: 10, duration: 10 });

// 2. Callbacks: one payment per booking, then every surl post once (each settles and makes one transition).
const forms: string[] = [];
for (const b of bookings.slice(1)) {
  const started = await (await fetch(`${url}/api/payment/payments`, { method: 'POST', headers: auth, body: await body(b.id) })).json() as { payu_body: Record<string, string> };
  const f = started.payu_body;
  if (!f) throw new Error(`POST /payments failed: ${JSON.stringify(started)}`);
  const fields: Record<string, string> = { mihpayid: String(forms.length + 1), status: 'success', key: KEY, txnid: f.txnid!, amount: f.amount!, productinfo: f.productinfo!, firstname: f.firstname!, email: f.email!, udf1: f.udf1!, udf2: '', udf3: '', udf4: '', udf5: '' };
  fields.hash = createHash('sha512').update([SALT, 'success', '', '', '', '', '', '', '', '', '', fields.udf1, fields.email, fields.firstname, fields.productinfo, fields.amount, fields.txnid, KEY].join('|')).digest('hex');
  forms.push(new URLSearchParams(fields).toString());
}
let next = 0;
const callbacks = await autocannon({
  url: `${url}/api/payment/payments/success`, connections: 10, amount: forms.length,
  requests: [{ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, setupRequest: (req) => ({ ...req, body: forms[next++ % forms.length] }) }],
});
const { rows: [settled] } = await db.query(`select count(*)::int as n from bookings where status = 'requested'`);

const results = {
  measured_at: new Date().toISOString(), database: 'PostgreSQL', machine_cores: (await import('node:os')).cpus().length,
  post_payments: summary(payments), callbacks: { ...summary(callbacks), note: 'non_2xx are the expected 303 redirects to the checkout-message route', bookings_moved_to_requested: settled.n, callbacks_sent: forms.length },
};
console.info(JSON.stringify(results, null, 2));
writeFileSync('bench/results/payments.json', `${JSON.stringify(results, null, 2)}\n`);
await db.end();
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
postgres.stop();
