// Summarises a .cpuprofile written with BENCH_PROFILE: self time per function and per package, busiest first.
//   node bench/profile-top.mjs DIR/pglite-health.cpuprofile [rows]
import { readFileSync } from 'node:fs';

const [file, rows = '25'] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
// The profiler's own stop call (run from bench/profile-hook.mjs) is sampled too: leave it out.
const hook = new Set();
const mark = (node, inHook) => {
  const here = inHook || node.callFrame.url.endsWith('profile-hook.mjs');
  if (here) hook.add(node.id);
  for (const child of node.children ?? []) mark(byId.get(child), here);
};
mark(profile.nodes[0], false);
const selfUs = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  if (hook.has(profile.samples[i])) continue;
  selfUs.set(profile.samples[i], (selfUs.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
const where = (url) =>
  /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
  (url.includes('/apps/') || url.includes('/packages/') ? 'portal' : url ? 'node' : '(native)');
const functions = new Map();
const packages = new Map();
for (const [id, us] of selfUs) {
  const { functionName, url, lineNumber } = byId.get(id).callFrame;
  const key = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(apps|packages)\//, '$1/')}:${lineNumber + 1}`;
  functions.set(key, (functions.get(key) ?? 0) + us);
  const pkg = functionName.startsWith('(') && !url ? functionName : where(url);
  packages.set(pkg, (packages.get(pkg) ?? 0) + us);
}
const show = (map) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(rows))
    .map(([key, us]) => `${((us / total) * 100).toFixed(1).padStart(5)}%  ${key}`)
    .join('\n');
console.info(`${(total / 1e6).toFixed(2)} s sampled\n\nby package:\n${show(packages)}\n\nby function:\n${show(functions)}`);
