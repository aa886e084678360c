/**
 * Concierge multipart enquiry with one file (1 MB by default): the disk store against the S3 store, side by
 * side in one run, alternating rounds so a busy machine weighs on both alike.
 * Run: node --import tsx bench/concierge-upload-s3.ts [uploadsPerRound=300] [connections=10] [rounds=2]
 * The app runs in this process (PGlite in memory, or PostgreSQL with TEST_DATABASE_URL) like
 * bench/airport-concierge-upload.ts; the S3 store talks to local-s3-server.ts (real SigV4 checks, objects in
 * memory) in a child process, so what differs between the two is our PUT: signing, hashing, the loopback copy.
 * Besides rates it reports this process's CPU per upload. Every request is a real booking; the result says how many were created and refused. Writes
 * bench/results/concierge-upload-s3.json.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../apps/api/src/app.ts';
import { testConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { users } from '../apps/api/src/db/schema/index.ts';
import { seedIfEmpty } from '../apps/api/src/db/seed/seed.ts';
import { conciergeEnquiryBody, ticketBytes } from './booking-portal.ts';

const perRound = Number(process.argv[2] ?? 300);
const connections = Number(process.argv[3] ?? 10);
const rounds = Number(process.argv[4] ?? 2);
const root = path.resolve(import.meta.dirname, '..');
const s3Env = {
  S3_BUCKET: 'bench-uploads',
  S3_ACCESS_KEY_ID: 'bench-key',
  S3_SECRET_ACCESS_KEY: 'bench-secret-0123456789',
  S3_REGION: 'ap-south-1',
};

const port = await new Promise<number>((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = probe.address() as net.AddressInfo;
    probe.close(() => resolve(p));
  });
});
const s3Server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/gateways/file-store/local-s3-server.ts'], {
  cwd: root,
  stdio: 'ignore',
  env: { ...process.env, ...s3Env, S3_LOCAL_PORT: String(port) },
});
process.on('exit', () => s3Server.kill('SIGKILL'));
const s3Url = `http://127.0.0.1:${port}`;
for (let up = false; !up;) {
  up = await fetch(s3Url).then(
    () => true,
    () => false,
  );
  if (!up) await new Promise((r) => setTimeout(r, 100));
}

const database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: 'memory://', poolSize: 20 });
await database.migrate();
await seedIfEmpty(database.db, { clientId: 'axis-benefits', projectId: 'axis-benefits-web' });

const boundary = '----bench-concierge-s3';
const body = conciergeEnquiryBody(boundary);
const headers = {
  'x-api-id': 'axis',
  'x-client-id': 'axis-benefits',
  'x-project-id': 'axis-benefits-web',
  'content-type': `multipart/form-data; boundary=${boundary}`,
};

let mobile = 0;
async function round(store: 'disk' | 's3', amount: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `bench-concierge-${store}-`));
  const config = testConfig({
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '1000000',
    ...(store === 's3' ? { ...s3Env, S3_ENDPOINT: s3Url } : {}),
  });
  const app = await buildApp(config, { database });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const tokens: string[] = [];
  for (let i = 0; i < Math.ceil(amount / 12); i++) {
    const [user] = await database.db
      .insert(users)
      .values({ mobile: `94${String(mobile++).padStart(8, '0')}`, name: 'Bench User', email: `s${mobile}@example.in` })
      .returning({ id: users.id });
    await app.identity.addCard(user!.id, '41000001');
    tokens.push((await app.sessions.open(user!.id)).token);
  }
  let next = 0;
  const cpuBefore = process.cpuUsage();
  const result = await autocannon({
    url: address,
    connections,
    amount,
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          method: 'POST',
          path: '/api/booking/airport_vip_privileges_enquiries',
          body,
          headers: { ...headers, authorization: `Bearer ${tokens[Math.floor(next++ / 12)]}` },
        }),
      },
    ],
  });
  const cpu = process.cpuUsage(cpuBefore);
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  // Whole-run rate: short rounds make autocannon's per-second average coarse.
  return {
    store,
    requestsPerSecond: Math.round((result['2xx'] / result.duration) * 10) / 10,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    created: result['2xx'],
    // CPU of this process (app and load generator alike) per upload: steadier than rates on a shared machine.
    cpuMsPerUpload: Math.round(((cpu.user + cpu.system) / 1000 / amount) * 10) / 10,
    refused: result.non2xx,
    errors: result.errors,
  };
}

await round('disk', Math.min(60, perRound));
await round('s3', Math.min(60, perRound));
const results = [];
for (let r = 0; r < rounds; r++) {
  results.push(await round('disk', perRound));
  results.push(await round('s3', perRound));
}
const summary = {
  date: new Date().toISOString(),
  database: database.kind,
  fileBytes: ticketBytes,
  uploadsPerRound: perRound,
  connections,
  rounds: results,
};
console.info(JSON.stringify(summary, null, 2));
writeFileSync(path.join(import.meta.dirname, 'results', 'concierge-upload-s3.json'), JSON.stringify(summary, null, 2) + '\n');
await database.close();
s3Server.kill('SIGTERM');
