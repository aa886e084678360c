// `npm run bench:web`: Lighthouse (mobile preset: simulated slow 4G and a mid-range phone's CPU) against the
// home page and every service landing on the real server with the built app; the best of three runs per page
// goes to bench/results/web-latest.json (or BENCH_RESULTS).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { portalRoot, root, startPortal } from './lib.mjs';
import { firstVisitPages } from '../apps/web/build/route-preloads.ts';

// The home page, every service landing and the premium half's lists (BENCH_WEB_PAGES=/a,/b for fewer).
const pages = process.env.BENCH_WEB_PAGES?.split(',') ?? firstVisitPages;
const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const output = path.resolve(process.env.BENCH_RESULTS ?? path.join(root, 'bench/results/web-latest.json'));

// The figures are for the app as this checkout builds it, never a stale dist (skip with --no-build).
if (!process.argv.includes('--no-build')) {
  console.info('building the web app …');
  const build = spawnSync('npm', ['run', 'build', '-w', '@portal/web'], { cwd: portalRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(1);
}

/** The figures one Lighthouse run gives for a page. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const summary = lhr.audits['resource-summary']?.details?.items ?? [];
  const bytesOf = (type) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    fcpMs: Math.round(audit('first-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    totalBytes: Math.round(audit('total-byte-weight')),
    scriptBytes: bytesOf('script'),
    scriptRequests: summary.find((item) => item.resourceType === 'script')?.requestCount ?? 0,
    // The longest chain of render-critical requests, the document counted (1: everything is named in the HTML).
    criticalChain: lhr.audits['critical-request-chains']?.details?.longestChain?.length ?? 0,
    // Lighthouse's own measure of this machine's CPU at the time of the run (higher is faster): a score is only
    // comparable with another taken at a similar index.
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    warnings: lhr.runWarnings,
  };
}

// Best run: the highest score, then the fastest LCP (one slow run on a shared machine is noise, not the page).
const better = (a, b) => (a.performance !== b.performance ? a.performance > b.performance : a.lcpMs < b.lcpMs);

/** One Lighthouse run in a fresh Chromium (a reused one sometimes records no navigation start: NO_NAVSTART). */
async function audit(url) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse gave nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** Lighthouse's own trace sometimes fails (NO_NAVSTART) even in a fresh browser: that run is taken again, twice at most. */
async function auditWithRetry(url, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url);
    } catch (error) {
      if (attempt >= attempts || !/NO_NAVSTART|NO_FCP|PROTOCOL_TIMEOUT/.test(String(error))) throw error;
      console.warn(`${url}: ${error.message.split('(')[0].trim()}; running it again`);
    }
  }
}

const server = await startPortal();
const results = {};
try {
  for (const page of pages) {
    const all = [];
    for (let run = 1; run <= runs; run++) {
      const one = figures(await auditWithRetry(`${server.url}${page}`));
      all.push(one);
      console.info(
        `${page.padEnd(28)} run ${run}: score ${one.performance}, LCP ${one.lcpMs} ms, FCP ${one.fcpMs} ms, TBT ${one.tbtMs} ms, CLS ${one.cls}, chain ${one.criticalChain}, ${(one.totalBytes / 1024).toFixed(1)} KB (script ${(one.scriptBytes / 1024).toFixed(1)} KB), CPU index ${one.benchmarkIndex}`,
      );
    }
    const best = all.reduce((a, b) => (better(b, a) ? b : a));
    results[page] = { ...best, runs: all.map(({ warnings: _warnings, ...rest }) => rest) };
  }
} finally {
  await server.stop();
}

const report = {
  benchmark: 'web (Lighthouse mobile)',
  date: new Date().toISOString(),
  lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
  method: `Lighthouse mobile preset (simulated throttling: 150 ms RTT, 1.6 Mbps, 4x CPU slowdown; 412x823 screen), performance category only, on the real server (development mode, the built app, compressed assets), ${runs} runs per page each in a fresh Chromium (${chromePath}); each page's figures are its best run (highest score, then lowest LCP), every run kept under "runs". Bytes are transfer sizes.`,
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
    benchmarkIndex: Object.values(results).flatMap((r) => r.runs.map((run) => run.benchmarkIndex)),
  },
  pages: results,
};
mkdirSync(path.dirname(output), { recursive: true });
writeFileSync(output, `${JSON.stringify(report, null, 2)}\n`);
console.info(
  `\n${Object.entries(results)
    .map(
      ([page, r]) =>
        `${page.padEnd(28)} ${String(r.performance).padStart(3)}  LCP ${r.lcpMs} ms  FCP ${r.fcpMs} ms  TBT ${r.tbtMs} ms  CLS ${r.cls}  chain ${r.criticalChain}  total ${(r.totalBytes / 1024).toFixed(1)} KB  script ${(r.scriptBytes / 1024).toFixed(1)} KB`,
    )
    .join('\n')}`,
);
console.info(
  `${os.cpus().length} × ${os.cpus()[0]?.model}; Lighthouse CPU index ${Math.min(...report.machine.benchmarkIndex)}-${Math.max(...report.machine.benchmarkIndex)} over the runs`,
);
console.info(`written to ${path.relative(process.cwd(), output)}`);
