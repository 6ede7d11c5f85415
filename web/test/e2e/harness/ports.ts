import { createServer } from 'node:net';

/**
 * A free TCP port on loopback, for a server whose address must be known before
 * it starts (the app's PUBLIC_URL, an OpenID issuer). Another process can take
 * it in between; the starters retry on EADDRINUSE.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
