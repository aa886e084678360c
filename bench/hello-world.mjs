// The ceiling: a bare Fastify hello-world on the same machine, in the same run. It answers GET and a JSON
// POST (the body parsed, as the portal must), so a POST scenario is compared with a POST of the same body.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.post('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
