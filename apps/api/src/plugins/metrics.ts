import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: { render(): Promise<string>; address(): AddressInfo | undefined };
  }
}

/** Seconds: Prometheus' usual buckets, from 5 ms to 10 s. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Series {
  labels: string;
  count: number;
  sum: number;
  buckets: number[];
}

const escape = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/**
 * /metrics in Prometheus' text format (issue 31), served on METRICS_PORT (its own server, started when the app is
 * ready), never on the public port. Per request one onResponse hook adds to a counter and a histogram by
 * method, route pattern and status; everything else is read when scraped. Each server process answers for itself.
 */
export const metricsPlugin = fp<{ port?: number; host: string; token?: string }>(
  async (app, options) => {
    const series = new Map<string, Series>();
    // Off (no METRICS_PORT): no hook, nothing counted per request.
    if (options.port !== undefined)
      app.addHook('onResponse', (request, reply, done) => {
        const route = request.routeOptions.url ?? 'unmatched';
        const key = `${request.method} ${route} ${reply.statusCode}`;
        let entry = series.get(key);
        if (!entry) {
          entry = {
            labels: `method="${request.method}",route="${escape(route)}",status="${reply.statusCode}"`,
            count: 0,
            sum: 0,
            buckets: BUCKETS.map(() => 0),
          };
          series.set(key, entry);
        }
        const seconds = reply.elapsedTime / 1000;
        entry.count += 1;
        entry.sum += seconds;
        for (let i = 0; i < BUCKETS.length; i++) if (seconds <= BUCKETS[i]!) entry.buckets[i]! += 1;
        done();
      });

    async function render() {
      const lines: string[] = [];
      const metric = (name: string, type: string, help: string, samples: [string, number][]) => {
        lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
        for (const [labels, value] of samples) lines.push(`${name}${labels ? `{${labels}}` : ''} ${value}`);
      };
      const all = [...series.values()];
      metric(
        'http_requests_total',
        'counter',
        'Answered requests by method, route pattern and status.',
        all.map((s) => [s.labels, s.count]),
      );
      lines.push('# HELP http_request_duration_seconds Time to answer, by method, route pattern and status.');
      lines.push('# TYPE http_request_duration_seconds histogram');
      for (const s of all) {
        BUCKETS.forEach((le, i) => lines.push(`http_request_duration_seconds_bucket{${s.labels},le="${le}"} ${s.buckets[i]}`));
        lines.push(`http_request_duration_seconds_bucket{${s.labels},le="+Inf"} ${s.count}`);
        lines.push(
          `http_request_duration_seconds_sum{${s.labels}} ${s.sum}`,
          `http_request_duration_seconds_count{${s.labels}} ${s.count}`,
        );
      }
      const { stats } = app.database;
      metric('db_round_trips_total', 'counter', 'Statements sent to the database.', [['', stats.roundTrips]]);
      metric('db_pool_waits_total', 'counter', 'Connections asked for while every pooled one was busy.', [['', stats.poolWaits]]);
      metric('db_pool_wait_seconds_total', 'counter', 'Seconds spent waiting for a pooled connection.', [['', stats.poolWaitSeconds]]);
      metric('db_pool_waiting', 'gauge', 'Asks waiting for a pooled connection now.', [['', stats.waiting()]]);
      const cache = app.sessions.cache;
      metric('session_cache_hits_total', 'counter', 'Signed-in requests whose session came from memory.', [['', cache.counts.hits]]);
      metric('session_cache_misses_total', 'counter', 'Signed-in requests whose session was read from the database.', [
        ['', cache.counts.misses],
      ]);
      metric('session_cache_entries', 'gauge', 'Sessions held in memory.', [['', cache.size]]);
      const jobs = await app.jobs.queueStats();
      metric('job_queue_depth', 'gauge', 'Jobs due or running.', [['', jobs.depth]]);
      metric('job_queue_oldest_age_seconds', 'gauge', 'How long the oldest due job has waited.', [['', jobs.oldestAgeSeconds]]);
      metric('process_resident_memory_bytes', 'gauge', 'Resident memory of this server process.', [['', process.memoryUsage.rss()]]);
      return `${lines.join('\n')}\n`;
    }

    const expected = options.token ? Buffer.from(`Bearer ${options.token}`) : undefined;
    const authorised = (header: string | undefined) => {
      if (!expected) return true;
      const given = Buffer.from(header ?? '');
      return given.length === expected.length && timingSafeEqual(given, expected);
    };
    const server = http.createServer((req, res) => {
      if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') return void res.writeHead(404).end();
      if (!authorised(req.headers.authorization)) return void res.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
      render().then(
        (body) => res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4; charset=utf-8' }).end(body),
        (err: Error) => {
          app.log.warn({ err }, 'metrics could not be read');
          res.writeHead(503).end();
        },
      );
    });
    app.decorate('metrics', { render, address: () => (server.listening ? (server.address() as AddressInfo) : undefined) });
    if (options.port === undefined) return;
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(options.port, options.host, () => resolve());
      });
    });
    app.addHook('onClose', async () => {
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    });
  },
  { name: 'metrics', dependencies: ['database', 'auth'] },
);
