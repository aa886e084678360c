// Golf figures (issue 4): course list vs a bare Fastify hello-world, and enquiry creation on PostgreSQL at
// 20 connections (target >= 500/s, p99 < 50 ms). Run: node --import tsx bench/golf.ts
//   [--seconds 10] [--baseline DIR] (the same figures for another checkout, in the same run)
//   [--pool 20] (also this branch with a node-postgres pool of that size; the server's default is 10)
// Writes bench/results/golf.json. Every request is a real booking: each goes to a different cardholder and
// service year, so the quota (50 rounds a year on Reserve) never runs out; refusals are counted, not hidden.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import { formatBookingDateTime } from '@portal/contract';
import { benchRoot, clientHeaders, flag, machine, runVariants, startBenchPortal, statusCounts } from './booking-portal.ts';

const seconds = Number(flag('seconds') ?? process.env.BENCH_SECONDS ?? 10);
const connections = 20;
const CARDHOLDERS = 200;

function summary(result: autocannon.Result) {
  return {
    requests_per_s: result.requests.average,
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    total: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    status_codes: statusCounts(result.statusCodeStats as Record<string, { count: number }>),
  };
}

async function helloWorldAndCourseList() {
  const port = await new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = server.address() as net.AddressInfo;
      server.close(() => resolve(p));
    });
  });
  const hello = spawn(
    process.execPath,
    ['-e', `require('fastify')().get('/', async () => ({ hello: 'world' })).listen({ port: ${port}, host: '127.0.0.1' })`],
    { cwd: benchRoot, stdio: 'ignore' },
  );
  const portal = await startBenchPortal({ root: benchRoot, postgres: true });
  try {
    for (let i = 0; i < 100; i++) {
      try {
        await fetch(`http://127.0.0.1:${port}/`);
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const courses = `${portal.url}/api/booking/golf_course_lists?session_type=play`;
    await autocannon({ connections, duration: 2, url: `http://127.0.0.1:${port}/` });
    await autocannon({ connections, duration: 2, url: courses, headers: clientHeaders });
    const helloWorld = await autocannon({ connections, duration: seconds, url: `http://127.0.0.1:${port}/` });
    const courseList = await autocannon({ connections, duration: seconds, url: courses, headers: clientHeaders });
    return {
      hello_world: summary(helloWorld),
      golf_course_list: {
        ...summary(courseList),
        share_of_hello_world: Number((courseList.requests.average / helloWorld.requests.average).toFixed(2)),
      },
    };
  } finally {
    hello.kill();
    await portal.stop();
  }
}

async function enquiries(root: string, poolSize?: number) {
  const portal = await startBenchPortal({ root, postgres: true, poolSize });
  try {
    const users = await portal.seedCardholders(CARDHOLDERS, 9700000000);
    let n = 0;
    const run = (duration: number) =>
      autocannon({
        connections,
        duration,
        url: `${portal.url}/api/booking/golf_enquiries`,
        method: 'POST',
        requests: [
          {
            setupRequest: (request) => {
              const i = n++;
              const user = users[i % users.length]!;
              const year = 2030 + (Math.floor(i / users.length) % 60);
              return {
                ...request,
                headers: { ...clientHeaders, 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
                body: JSON.stringify({
                  email: user.email,
                  golf_course: 'DLF Golf & Country Club',
                  golf_course_id: 'GC002',
                  first_name: 'Bench',
                  last_name: 'User',
                  mobile_number: user.mobile,
                  booking_type: 'play',
                  booking_date_time: formatBookingDateTime({ date: `${year}-06-15`, hour: 7, minute: 0 }),
                  bin_used: '41000001',
                  user_type: 'gentleman',
                  booking_for: 'Self',
                  contact_info: true,
                  agree_terms: true,
                }),
              };
            },
          },
        ],
      });
    await run(2); // warm-up (JIT, pools); its bookings are real too
    const { result, serverCpuMsPerRequest } = await portal.cpuPerRequest(() => run(seconds));
    const measured = { ...summary(result), server_cpu_ms_per_request: serverCpuMsPerRequest };
    const inDatabase = await portal.bookingsByStatus('GolfEnquiry');
    return {
      ...measured,
      created: measured.status_codes['201'] ?? 0,
      refused: measured.total - (measured.status_codes['201'] ?? 0),
      bookings_in_database_incl_warmup: inDatabase,
    };
  } finally {
    await portal.stop();
  }
}

const results: Record<string, unknown> = {
  measured_at: new Date().toISOString(),
  machine: machine(),
  connections,
  seconds,
  ...(await helloWorldAndCourseList()),
};
results.golf_enquiry_create_postgres = await runVariants(enquiries);
writeFileSync(path.join(benchRoot, 'bench/results/golf.json'), `${JSON.stringify(results, null, 2)}\n`);
console.info(JSON.stringify(results, null, 2));
