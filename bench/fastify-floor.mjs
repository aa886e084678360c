// The framework floor: the node:http floor's answer sent through Fastify as the portal runs it, and nothing of the
// portal's own chain. Fastify with the portal's logging options (`requestLogging`: one access line per request,
// request loggers made only when a line is written, the portal's log destination) and the portal's security-header
// hook (`securityHeaders`), one route answering the scenario's bytes. What separates it from the node:http floor is
// Fastify and the way the portal logs through it; what separates the portal from it is the portal's own chain (the
// client check, the rate limit, the session, metrics, validation) and the answer's own work. Started with tsx.
//   GET /api/floor/8219      a JSON answer of 8,219 bytes
//   GET /api/floor/910/br    910 bytes sent as a compressed answer
// Under /api/, as the portal's answers are, so the hook sets the API header set.
import Fastify from 'fastify';
import { stdoutLogDestination } from '../apps/api/src/lib/log-destination.ts';
import { requestLogging } from '../apps/api/src/lib/request-log.ts';
import { securityHeaders } from '../apps/api/src/plugins/security.ts';
import { floorAnswer } from './floor-answer.mjs';

const app = Fastify(requestLogging(stdoutLogDestination(), 'info'));
// The answers are all API answers: the page headers are never sent.
app.addHook('onSend', securityHeaders({}));
app.get('/api/floor/*', (request, reply) => {
  const { body, headers } = floorAnswer(request.url);
  reply.headers(headers).send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
