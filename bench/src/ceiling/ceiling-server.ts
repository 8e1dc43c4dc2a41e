import Fastify from 'fastify';

/**
 * The reference ceiling: a bare Fastify (no plugins, no database, no logger) answering a constant
 * JSON value, so each row of the report can be read as a share of what Fastify alone does with a
 * reply of the same size on this machine at the same moment. Run as its own process:
 * `tsx ceiling-server.ts <port>`. The benchmark first PUTs a row's reply to `/bodies/<row>`; then
 * GET or POST `/ceiling/<row>` returns it, parsed once and serialised again on every request as a
 * route returning data does.
 */
async function main() {
  const port = Number(process.argv[2]);
  const values = new Map<string, unknown>();
  const app = Fastify({ logger: false, bodyLimit: 512 * 1024 * 1024 });
  app.get('/health', async () => ({ ok: true }));
  app.put<{ Params: { id: string } }>('/bodies/:id', async (request) => {
    values.set(request.params.id, request.body);
    return { ok: true };
  });
  app.route<{ Params: { id: string } }>({
    method: ['GET', 'POST'],
    url: '/ceiling/:id',
    handler: async (request, reply) => {
      const value = values.get(request.params.id);
      return value === undefined ? reply.code(404).send({ missing: request.params.id }) : value;
    },
  });
  await app.listen({ host: '127.0.0.1', port });
  const close = () => void app.close().then(() => process.exit(0));
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
