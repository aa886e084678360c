/**
 * Concierge multipart enquiry with one 1 MB PDF: throughput, and server RSS over many uploads.
 * Run: npx tsx bench/airport-concierge-upload.ts [uploads=2000] [connections=10]
 * The server runs in this process (PGlite in memory, or PostgreSQL under scripts/with-postgres.mjs; files
 * under a temporary DATA_DIR); autocannon
 * runs in a worker thread. Each request is a real booking (one of 200 cardholders, 12 sessions each).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { addDays, formatBookingDateTime, istDate } from '@portal/contract';
import { buildApp } from '../apps/api/src/app.ts';
import { testConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { users } from '../apps/api/src/db/schema/index.ts';
import { seedIfEmpty } from '../apps/api/src/db/seed/seed.ts';

const total = Number(process.argv[2] ?? 2000);
const connections = Number(process.argv[3] ?? 10);
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-concierge-'));
// PostgreSQL when run under scripts/with-postgres.mjs (TEST_DATABASE_URL), otherwise PGlite in memory.
const database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: 'memory://', poolSize: 20 });
await database.migrate();
await seedIfEmpty(database.db, { clientId: 'axis-benefits', projectId: 'axis-benefits-web' });
const app = await buildApp(testConfig({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '1000000' }), { database });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const tokens: string[] = [];
for (let i = 0; i < Math.ceil(total / 12) + 1; i++) {
  const [user] = await database.db.insert(users).values({ mobile: `93${String(i).padStart(8, '0')}`, name: 'Bench User', email: `b${i}@example.in` }).returning({ id: users.id });
  await app.identity.addCard(user!.id, '41000001');
  tokens.push((await app.sessions.open(user!.id)).token);
}

const file = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(Number(process.env.BENCH_FILE_BYTES ?? 1_048_576) - 9, 0x20)]);
const boundary = '----bench-concierge';
const date = addDays(istDate(new Date()), 10);
const fields = {
  bin_used: '41000001', city: 'Mumbai', first_name: 'Bench', last_name: 'User', email: 'b@example.in', mobile_number: '9300000000',
  booking_date_time: formatBookingDateTime({ date, hour: 15, minute: 30 }), travel_sector: 'Domestic', assistance_type: 'Arrival',
  airport: 'mumbai-terminal-2', booking_for_guest: 'no', guest_count: '0', passport: '', guests: '[]', agree_terms: 'true', contact_info: 'true',
};
const body = Buffer.concat([
  ...Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)),
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="uploads[]"; filename="ticket.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
  file,
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);
const headers = {
  'x-api-id': 'axis', 'x-client-id': 'axis-benefits', 'x-project-id': 'axis-benefits-web',
  'content-type': `multipart/form-data; boundary=${boundary}`,
};

let next = 0;
async function run(amount: number) {
  const requests = Array.from({ length: amount }, () => ({
    method: 'POST' as const, path: '/api/booking/airport_vip_privileges_enquiries', body,
    headers: { ...headers, authorization: `Bearer ${tokens[Math.floor(next++ / 12)]}` },
  }));
  let index = 0;
  const result = await autocannon({
    url: address, connections, amount,
    requests: [{ setupRequest: (req) => ({ ...req, ...requests[index++ % requests.length] }) }],
  });
  return result;
}

const rss = () => Math.round(process.memoryUsage().rss / 1_048_576);
const warmup = Math.min(200, Math.floor(total / 10));
await run(warmup);
global.gc?.();
const rssAfterWarmup = rss();
const main = await run(total - warmup);
global.gc?.();
const rssAfter = rss();
const summary = {
  date: new Date().toISOString(),
  database: database.kind,
  fileBytes: file.length,
  uploads: total,
  connections,
  requestsPerSecond: Math.round(main.requests.average),
  latencyP50Ms: main.latency.p50,
  latencyP99Ms: main.latency.p99,
  non2xx: main.non2xx,
  errors: main.errors,
  rssAfterWarmupMb: rssAfterWarmup,
  rssAfterMb: rssAfter,
  rssGrowthPercent: Math.round(((rssAfter - rssAfterWarmup) / rssAfterWarmup) * 1000) / 10,
};
console.info(JSON.stringify(summary, null, 2));
writeFileSync(path.join(import.meta.dirname, 'results', `airport-concierge-upload${process.env.TEST_DATABASE_URL ? '-postgres' : ''}.json`), JSON.stringify(summary, null, 2) + '\n');
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
