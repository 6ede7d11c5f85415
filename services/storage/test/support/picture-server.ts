import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';

/** A web server on a loopback address that records every request it gets. */
export type PictureServer = {
  url: string;
  port: number;
  /** Paths requested so far, in order. */
  requests: string[];
  close(): Promise<void>;
};

/** Starts a server on `host` (127.0.0.1 unless said otherwise) answering with `handle`. */
export async function startPictureServer(
  handle: (request: IncomingMessage, response: ServerResponse) => void,
  host = '127.0.0.1',
): Promise<PictureServer> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    port,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A server answering every request with `png`, as an image host does. */
export function startPngServer(png: Buffer, host?: string): Promise<PictureServer> {
  return startPictureServer((_request, response) => {
    response.setHeader('content-type', 'image/png');
    response.end(png);
  }, host);
}
