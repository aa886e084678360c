// Transfer enquiry creation on PostgreSQL (issue 7: >= 300 requests/s, p99 under 50 ms at 20 connections):
//   node --import tsx bench/airport-transfers.ts [--seconds 10] [--baseline DIR] [--pool 20] [--rounds N]
// The server runs in its own process (bench/booking-portal.ts). Each cardholder has 4 free transfers a year,
// so requests rotate over enough signed-in cardholders that every one is a real booking; the run reports
// how many were created and refused. Writes bench/results/airport-transfers.json.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { addDays, formatBookingDateTime, istDate } from '@portal/contract';
import { multipartForm } from '../apps/api/src/test/form-bodies.ts';
import { benchRoot, clientHeaders, flag, machine, runVariants, startBenchPortal, statusCounts } from './booking-portal.ts';

const CONNECTIONS = 20;
const seconds = Number(flag('seconds') ?? process.env.BENCH_SECONDS ?? 10);
// 4 transfers each: room for 32,000 bookings, more than a run at 2,000/s makes.
const CARDHOLDERS = 8_000;

async function measure(root: string, poolSize?: number) {
  const portal = await startBenchPortal({ root, postgres: true, poolSize });
  try {
    const tokens = (await portal.seedCardholders(CARDHOLDERS, 9300000000)).map((p) => p.token);
    const airports = (
      (await (await fetch(`${portal.url}/api/booking/airports?service=transfer`, { headers: clientHeaders })).json()) as {
        data: { city: string; airport: string }[];
      }
    ).data;
    const mumbai = airports.find((a) => a.city === 'Mumbai')!;
    const boundary = 'bench-boundary';
    const fields: Record<string, string> = {
      bin_used: '41000001',
      city: mumbai.city,
      airport: mumbai.airport,
      first_name: 'Bench',
      last_name: 'Holder',
      email: 'bench@example.in',
      mobile_number: '9876543210',
      booking_date_time: formatBookingDateTime({ date: addDays(istDate(new Date()), 10), hour: 10, minute: 30 }),
      travel_type: 'Drop',
      vehicle_type: 'Sedan (Swift Desire, Renault Logan, Toyota Etios)',
      travel_sector: 'International',
      assistance_type: 'Departure',
      traveller_count: '1',
      flight_number: 'AI 101',
      special_request: '',
      passport: 'K1234567',
      address: '1 Marine Drive',
      agree_terms: 'true',
      contact_info: 'true',
    };
    const { payload: body } = multipartForm(fields, [], boundary);
    let next = 0;
    const run = (duration: number) =>
      autocannon({
        url: `${portal.url}/api/booking/airport_transfers`,
        method: 'POST',
        connections: CONNECTIONS,
        duration,
        body,
        headers: { ...clientHeaders, 'content-type': `multipart/form-data; boundary=${boundary}` },
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` },
            }),
          },
        ],
      });
    await run(2); // warm-up (JIT, pools); its bookings are real too
    const { result, serverCpuMsPerRequest } = await portal.cpuPerRequest(() => run(seconds));
    const codes = statusCounts(result.statusCodeStats as Record<string, { count: number }>);
    return {
      requests_per_second: result.requests.average,
      server_cpu_ms_per_request: serverCpuMsPerRequest,
      latency_ms: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
      status_codes: codes,
      created: codes['201'] ?? 0,
      refused: result.requests.total - (codes['201'] ?? 0),
      errors: result.errors,
      bookings_in_database_incl_warmup: await portal.bookingsByStatus('AirportTransfer'),
    };
  } finally {
    await portal.stop();
  }
}

const runs = await runVariants(measure);
const figures = {
  benchmark: 'airport transfer enquiry creation (POST /api/booking/airport_transfers, multipart) on PostgreSQL',
  at: new Date().toISOString(),
  // The machine is shared: the load average says how much else was running.
  machine: machine(),
  connections: CONNECTIONS,
  duration_seconds: seconds,
  runs,
};
writeFileSync(path.join(benchRoot, 'bench/results/airport-transfers.json'), `${JSON.stringify(figures, null, 2)}\n`);
console.info(JSON.stringify(figures, null, 2));
