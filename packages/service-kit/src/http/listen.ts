import { type AddressInfo } from 'node:net';

import { type FastifyInstance } from 'fastify';

/**
 * Starts listening and reports where. Port 0 takes any free port, which is how
 * tests and the all-in-one mode avoid collisions.
 */
export async function listen(
  app: FastifyInstance,
  { host, port }: { host: string; port: number },
): Promise<{ url: string; port: number }> {
  await app.listen({ host, port });
  const address = app.server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return { url: `http://${shownHost}:${address.port}`, port: address.port };
}
