// Transfer enquiry creation on PostgreSQL: `npx tsx bench/airport-transfers.ts` (issue 7's figure: >= 300
// requests/s, p99 under 50 ms at 20 connections). Each cardholder has 4 free transfers a year, so the
// requests rotate over enough signed-in cardholders that every one is a real booking, not a refusal.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { addDays, formatBookingDateTime, istDate } from '@portal/contract';
import { keyedHash, randomToken } from '../apps/api/src/lib/secrets.ts';
import { startPortal } from '../e2e/harness.ts';

const CONNECTIONS = 20;
const DURATION_SECONDS = 10;
const CARDHOLDERS = 2_500;
const APP_SECRET = 'local-development-secret-change-me';

interface Histogram { average: number; p50: number; p90: number; p99: number; max: number }
type Autocannon = (options: Record<string, unknown>) => Promise<{
  requests: Histogram; latency: Histogram; errors: number; non2xx: number; statusCodeStats?: Record<string, { count: number }>;
}>;
const autocannonModule: string = 'autocannon';
const autocannon = ((await import(autocannonModule)) as { default: Autocannon }).default;
const pgServer: string = '../scripts/pg-server.mjs';
const { startPostgres } = (await import(pgServer)) as { startPostgres(): Promise<{ url: string; stop(): void }> };
const database = await startPostgres();
const server = await startPortal({ DATABASE_URL: database.url, LOG_LEVEL: 'error' });
try {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const { rows } = await client.query<{ id: string }>(
    `insert into users (mobile, name, email) select (9300000000 + g)::text, 'Bench Holder', 'bench' || g || '@example.in'
       from generate_series(1, $1) g returning id`, [CARDHOLDERS]);
  const tokens = rows.map(() => randomToken());
  await client.query(
    `insert into sessions (user_id, token_hash, expires_at) select unnest($1::uuid[]), unnest($2::text[]), now() + interval '1 hour'`,
    [rows.map((r) => r.id), tokens.map((t) => keyedHash(APP_SECRET, `session:${t}`))]);
  // Each cardholder registered the Reserve card at sign-in: bookings must use one of their own cards.
  await client.query(
    `insert into user_cards (user_id, bin, bin_type, card_product_id) select unnest($1::uuid[]), '41000001', 'first8', 'reserve'`,
    [rows.map((r) => r.id)]);
  await client.end();

  const airports = (await (await fetch(`${server.url}/api/booking/airports?service=transfer`, {
    headers: { 'x-api-id': 'axis', 'x-client-id': 'axis-benefits', 'x-project-id': 'axis-benefits-web' },
  })).json() as { data: { city: string; airport: string }[] }).data;
  const mumbai = airports.find((a) => a.city === 'Mumbai')!;
  const boundary = 'bench-boundary';
  const fields: Record<string, string> = {
    bin_used: '41000001', city: mumbai.city, airport: mumbai.airport, first_name: 'Bench', last_name: 'Holder',
    email: 'bench@example.in', mobile_number: '9876543210',
    booking_date_time: formatBookingDateTime({ date: addDays(istDate(new Date()), 10), hour: 10, minute: 30 }),
    travel_type: 'Drop', vehicle_type: 'Sedan (Swift Desire, Renault Logan, Toyota Etios)', travel_sector: 'International',
    assistance_type: 'Departure', traveller_count: '1', flight_number: 'AI 101', special_request: '', passport: 'K1234567',
    address: '1 Marine Drive', agree_terms: 'true', contact_info: 'true',
  };
  const body = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('') + `--${boundary}--\r\n`;

  let next = 0;
  const result = await autocannon({
    url: `${server.url}/api/booking/airport_transfers`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-api-id': 'axis', 'x-client-id': 'axis-benefits', 'x-project-id': 'axis-benefits-web',
    },
    body,
    requests: [{
      setupRequest: (request: Record<string, unknown>) => {
        const token = tokens[next++ % tokens.length];
        return { ...request, headers: { ...(request.headers as object), authorization: `Bearer ${token}` } };
      },
    }],
  });
  const created = result.statusCodeStats?.['201']?.count ?? 0;
  const figures = {
    benchmark: 'airport transfer enquiry creation (POST /api/booking/airport_transfers, multipart) on PostgreSQL',
    at: new Date().toISOString(),
    // The machine is shared: the load average says how much else was running.
    load_average_1m: os.loadavg()[0],
    cpus: os.cpus().length,
    connections: CONNECTIONS,
    duration_seconds: DURATION_SECONDS,
    requests_per_second: result.requests.average,
    latency_ms: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    status_codes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, Number((s as { count: number }).count)])),
    created: Number(created),
    errors: result.errors,
    non_2xx: result.non2xx,
  };
  writeFileSync(path.join(import.meta.dirname, 'results', 'airport-transfers.json'), `${JSON.stringify(figures, null, 2)}\n`);
  console.info(JSON.stringify(figures, null, 2));
} finally {
  await server.stop();
  database.stop();
}
