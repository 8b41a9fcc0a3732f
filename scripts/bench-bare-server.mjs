// The yardstick of `npm run bench`: a bare Fastify route per endpoint, answering from memory
// the very bytes the shop's endpoint answers (fetched once at start).
import Fastify from 'fastify';

const source = process.env.SOURCE;
const endpoints = JSON.parse(process.env.ENDPOINTS ?? '{}');
const bodies = {};
for (const [name, endpoint] of Object.entries(endpoints)) {
  bodies[name] = Buffer.from(await (await fetch(`${source}${endpoint}`)).arrayBuffer());
}

const app = Fastify({ logger: false });
app.get('/ready', async () => ({ ok: true }));
app.get('/bare/:name', (request, reply) => {
  reply.type('application/json; charset=utf-8').send(bodies[request.params.name]);
});
// The web statistics' beacon: a text/plain body read and dropped, an empty 204.
app.post('/bare/collect', (_request, reply) => {
  reply.code(204).send();
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
