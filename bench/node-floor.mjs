// The floor: what any server on Node must spend to send a portal answer, measured beside the ceiling. A bare
// `node:http` server (no framework, no routing, no validation, no database) that answers as many bytes as the
// scenario's answer, with the portal's own header set for an API answer (`apiHeaders`), and writes the portal's own
// access line (`accessLineWriter`) through the portal's own log destination (a turn's lines at once, asynchronously)
// to stdout, a pipe a collector process reads as it reads the portal's log. No portal code can be cheaper than this,
// so a scenario's ratio to the ceiling cannot be higher than this server's: when the floor itself is under a target,
// the target is out of reach on this machine. Started with tsx (the portal's parts are TypeScript).
//   GET /8219      a JSON answer of 8,219 bytes
//   GET /910/br    910 bytes sent as a compressed answer (content-encoding and vary, as the portal sends one)
// The size is in the path: a query string would make the access line pay the portal's secret redaction, which the
// scenarios' own URLs mostly skip.
import http from 'node:http';
import { hostname } from 'node:os';
import { stdoutLogDestination } from '../apps/api/src/lib/log-destination.ts';
import { accessLineWriter } from '../apps/api/src/lib/request-log.ts';
import { apiHeaders } from '../apps/api/src/plugins/security.ts';
import { floorAnswer } from './floor-answer.mjs';

// The whole header set of each answer, made once per size and encoding.
const sent = new Map();
function answerFor(url) {
  let answer = sent.get(url);
  if (!answer) {
    const { body, headers } = floorAnswer(url);
    answer = { body, headers: { ...headers, ...apiHeaders, 'cache-control': 'no-store', 'content-length': body.length } };
    sent.set(url, answer);
  }
  return answer;
}

const log = stdoutLogDestination();
const accessLine = accessLineWriter(hostname(), process.pid);
let requests = 0;

http
  .createServer((req, res) => {
    const started = performance.now();
    const { body, headers } = answerFor(req.url);
    res.writeHead(200, headers);
    res.end(body);
    log.write(accessLine(`req-${(++requests).toString(36)}`, req.method, req.url, 200, performance.now() - started));
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
