// The floor: what any server on Node must spend to send a portal answer, measured beside the ceiling. A bare
// `node:http` server (no framework, no routing, no validation, no database) that answers as many bytes as the
// scenario's answer, with the headers the portal sends on a JSON answer under /api, and writes the portal's access
// line (same shape, one per request, a turn's lines written at once) to stdout, a pipe a collector process reads as it
// reads the portal's log. No portal code can be cheaper than this, so a scenario's ratio to the ceiling cannot be higher
// than this server's: when the floor itself is under a target, the target is out of reach on this machine.
//   GET /?bytes=8219             a JSON answer of 8,219 bytes
//   GET /?bytes=910&encoding=br  910 bytes sent as a compressed answer (content-encoding and vary, as the portal)
import http from 'node:http';
import { hostname } from 'node:os';

const apiHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'cache-control': 'no-store',
};

// Built once per size and encoding, as the portal keeps its hot answers serialised (decision 018).
const answers = new Map();
function answerFor(url) {
  let answer = answers.get(url);
  if (!answer) {
    const query = new URL(url, 'http://floor').searchParams;
    const bytes = Math.max(12, Number(query.get('bytes')) || 0);
    const encoding = query.get('encoding');
    const body = Buffer.from(`{"hello":"${'w'.repeat(bytes - 12)}"}`);
    const headers = { ...apiHeaders, ...(encoding ? { vary: 'accept-encoding', 'content-encoding': encoding } : {}) };
    answer = { body, headers: { ...headers, 'content-length': body.length } };
    answers.set(url, answer);
  }
  return answer;
}

const lineStart = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())},"reqId":"req-`;
let requests = 0;
let pendingLines = '';
const writePending = () => {
  process.stdout.write(pendingLines);
  pendingLines = '';
};

http
  .createServer((req, res) => {
    const started = performance.now();
    const { body, headers } = answerFor(req.url);
    res.writeHead(200, headers);
    res.end(body);
    if (pendingLines === '') setImmediate(writePending);
    pendingLines += `{"level":30,"time":${Date.now()}${lineStart}${(++requests).toString(36)}","method":${JSON.stringify(req.method)},"url":${JSON.stringify(req.url)},"statusCode":200,"responseTime":${Math.round((performance.now() - started) * 1000) / 1000},"msg":"request completed"}\n`;
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
