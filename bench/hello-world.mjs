// The ceiling: a bare Fastify hello-world on the same machine, in the same run. It answers GET and a JSON
// POST (the body parsed, as the portal must), so a POST scenario is compared with a POST of the same body.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.post('/', async () => ({ hello: 'world' }));
// The same ceiling answering as many bytes as a scenario's answer (`?bytes=8219`): JSON with one string, built once
// per size, so what separates a scenario from it is the portal's own work, not the size of what crosses the socket.
const sized = new Map();
app.get('/sized', (request, reply) => {
  const bytes = Math.max(12, Number(request.query.bytes) || 0);
  if (!sized.has(bytes)) sized.set(bytes, `{"hello":"${'w'.repeat(bytes - 12)}"}`);
  reply.type('application/json; charset=utf-8').send(sized.get(bytes));
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
