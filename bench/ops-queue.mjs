// The staff queue with 100,000 bookings on PostgreSQL: GET /api/ops/bookings p99 (target < 100 ms).
//   node bench/ops-queue.mjs
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startPostgres } from '../scripts/pg-server.mjs';
import { clientHeaders, load, root, startPortal } from './lib.mjs';

const BOOKINGS = 100_000;
const APP_SECRET = 'bench-ops-secret-0123456789';
const postgres = await startPostgres();
const portal = await startPortal({ DATABASE_URL: postgres.url, APP_SECRET });
const db = new pg.Client({ connectionString: postgres.url });
await db.connect();
try {
  const { rows: holders } = await db.query(
    `insert into users (mobile, name, email) select (9400000000 + g)::text, 'Queue Holder ' || g, 'q' || g || '@example.in'
       from generate_series(1, 2000) g returning id`,
  );
  const statuses = ['requested', 'requested', 'requested', 'confirmed', 'declined', 'pending_payment', 'completed', 'cancelled'];
  const types = ['GolfEnquiry', 'AirportVipPrivilege', 'AirportTransfer'];
  const cities = ['Mumbai', 'New Delhi', 'Bangalore', 'Chennai', 'Pune', 'Kolkata', 'Hyderabad'];
  await db.query(
    `insert into bookings (reference, user_id, type, status, bin_used, card_product_id, fee_rupees, quota_units, quota_year, city,
                           service_at, booking_date_time, request_info, answer_by, created_at)
     select 'Q-' || g, ($1::uuid[])[1 + g % 2000], ($2::text[])[1 + g % 3], ($3::text[])[1 + g % 8], '41000001', 'reserve', 1, 1, 2027,
            ($4::text[])[1 + g % 7], now() + make_interval(hours => g % 2000), 'Wed, 10 Jun 2027 9:00:00 am', '{}'::jsonb,
            now() + make_interval(mins => (g % 5000) - 1000), now() - make_interval(mins => g % 10000)
     from generate_series(1, ${BOOKINGS}) g`,
    [holders.map((h) => h.id), types, statuses, cities],
  );
  await db.query('analyze bookings');
  const {
    rows: [staff],
  } = await db.query(
    `insert into users (mobile, name, email, role) values ('staff:bench', 'Bench Staff', 'staff@bench.example', 'admin') returning id`,
  );
  const token = randomBytes(32).toString('base64url');
  await db.query(`insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 hour')`, [
    staff.id,
    createHmac('sha256', APP_SECRET).update(`session:${token}`).digest('base64url'),
  ]);
  const headers = { ...clientHeaders, authorization: `Bearer ${token}` };

  if (process.env.BENCH_EXPLAIN) {
    // The filtered queue's plan, for whoever tunes the indexes next.
    const { rows } = await db.query(`explain analyze select b.id from bookings b join users u on u.id = b.user_id
      where b.status = 'requested' and b.type = 'GolfEnquiry' and lower(b.city) = lower('Mumbai')
      order by coalesce(b.answer_by, 'infinity'::timestamptz), b.id limit 26`);
    console.info(rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
  const results = { date: new Date().toISOString(), database: 'PostgreSQL', bookings: BOOKINGS, connections: 10, scenarios: {} };
  for (const [name, query] of [
    ['requested queue, first page', ''],
    ['filtered by service and city', '?type=GolfEnquiry&city=Mumbai'],
    ['confirmed, a service date', `?status=confirmed&date=${new Date(Date.now() + 86_400_000 * 10).toISOString().slice(0, 10)}`],
  ]) {
    const measured = await load({ url: `${portal.url}/api/ops/bookings${query}`, headers, connections: 10, duration: 8 });
    results.scenarios[name] = measured;
    console.info(
      `${name}: ${measured.reqPerSec} req/s, p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms, errors ${measured.errors} — target p99 < 100 ms`,
    );
  }
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/ops-queue.json'), `${JSON.stringify(results, null, 2)}\n`);
} finally {
  await db.end();
  await portal.stop();
  postgres.stop();
}
