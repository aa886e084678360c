// Golf figures (issue 4): course list vs a bare Fastify hello-world, and enquiry creation on PostgreSQL
// at 20 connections. Run: node --import tsx bench/golf.ts   (writes bench/results/golf.json)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { formatBookingDateTime } from '@portal/contract';
import { keyedHash, randomToken } from '../apps/api/src/lib/secrets.ts';
import { startPostgres } from '../scripts/pg-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const secret = 'bench-secret-not-for-production';
const headers = { 'x-api-id': 'axis', 'x-client-id': 'axis-benefits', 'x-project-id': 'axis-benefits-web' };
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited`);
    try { if ((await fetch(url)).ok) return; } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

const stop = (child: ChildProcess) => new Promise((r) => { child.once('exit', r); child.kill('SIGTERM'); });

function summary(result: autocannon.Result) {
  return { requests_per_s: result.requests.average, p99_ms: result.latency.p99, errors: result.errors, non2xx: result.non2xx, total: result.requests.total };
}

const pgServer = await startPostgres();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-golf-'));
const children: ChildProcess[] = [];
try {
  const helloPort = await freePort();
  const hello = spawn(process.execPath, ['-e', `require('fastify')().get('/', async () => ({ hello: 'world' })).listen({ port: ${helloPort}, host: '127.0.0.1' })`], { cwd: root, stdio: 'ignore' });
  children.push(hello);
  const portalPort = await freePort();
  const portal = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'development', PORT: String(portalPort), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn',
      DATABASE_URL: pgServer.url, APP_SECRET: secret, RATE_LIMIT_PER_MINUTE: '100000000' },
  });
  children.push(portal);
  await waitFor(`http://127.0.0.1:${helloPort}/`, hello);
  await waitFor(`http://127.0.0.1:${portalPort}/api/ready`, portal);

  const base = { connections: 20, duration: seconds };
  // Warm both servers up (JIT, pools) before anything is measured.
  await autocannon({ connections: 20, duration: 3, url: `http://127.0.0.1:${helloPort}/` });
  await autocannon({ connections: 20, duration: 3, url: `http://127.0.0.1:${portalPort}/api/booking/golf_course_lists?session_type=play`, headers });
  const helloWorld = await autocannon({ ...base, url: `http://127.0.0.1:${helloPort}/` });
  const courseList = await autocannon({ ...base, url: `http://127.0.0.1:${portalPort}/api/booking/golf_course_lists?session_type=play`, headers });

  // Cardholders with sessions, made directly in the database (sign-in is not what is measured).
  const db = new pg.Client({ connectionString: pgServer.url });
  await db.connect();
  const users: { token: string; mobile: string; email: string }[] = [];
  for (let i = 0; i < 200; i++) {
    const mobile = String(9700000000 + i);
    const email = `${mobile}@example.in`;
    const { rows } = await db.query('insert into users (mobile, name, email) values ($1, $2, $3) returning id', [mobile, 'Bench User', email]);
    const token = randomToken();
    await db.query(`insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 hour')`, [rows[0].id, keyedHash(secret, `session:${token}`)]);
    // The card registered at sign-in: bookings must use one of the user's own cards.
    await db.query(`insert into user_cards (user_id, bin, bin_type, card_product_id) values ($1, '41000001', 'first8', 'reserve')`, [rows[0].id]);
    users.push({ token, mobile, email });
  }
  await db.end();

  // Each request a different cardholder and service year, so the quota (50 a year on Reserve) never runs out.
  let n = 0;
  const enquiries = await autocannon({
    ...base,
    url: `http://127.0.0.1:${portalPort}/api/booking/golf_enquiries`,
    method: 'POST',
    requests: [{
      setupRequest: (request) => {
        const i = n++;
        const user = users[i % users.length]!;
        const year = 2030 + (Math.floor(i / users.length) % 60);
        return {
          ...request,
          headers: { ...headers, 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
          body: JSON.stringify({
            email: user.email, golf_course: 'DLF Golf & Country Club', golf_course_id: 'GC002', first_name: 'Bench', last_name: 'User',
            mobile_number: user.mobile, booking_type: 'play', booking_date_time: formatBookingDateTime({ date: `${year}-06-15`, hour: 7, minute: 0 }),
            bin_used: '41000001', user_type: 'gentleman', booking_for: 'Self', contact_info: true, agree_terms: true,
          }),
        };
      },
    }],
  });

  const results = {
    measured_at: new Date().toISOString(),
    machine: `${os.cpus().length} cores, shared; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`,
    connections: 20,
    seconds,
    hello_world: summary(helloWorld),
    golf_course_list: { ...summary(courseList), share_of_hello_world: Number((courseList.requests.average / helloWorld.requests.average).toFixed(2)) },
    golf_enquiry_create_postgres: summary(enquiries),
  };
  writeFileSync(path.join(root, 'bench/results/golf.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.info(JSON.stringify(results, null, 2));
} finally {
  for (const child of children) await stop(child);
  pgServer.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
