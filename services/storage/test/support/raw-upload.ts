import { request } from 'node:http';

/** What came back from a raw upload, and how much of the body had left the client by then. */
export type RawUploadResult = { status: number; body: string; bytesSent: number };

/**
 * PUTs a body produced chunk by chunk, the way a large or slow client sends
 * it, and stops producing as soon as an answer arrives or the connection is
 * cut. `bytesSent` counts only what the producer handed to the socket.
 */
export function rawUpload(
  url: string,
  headers: Record<string, string>,
  next: (sent: number) => Promise<Buffer | undefined>,
): Promise<RawUploadResult> {
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let answered = false;
    const req = request(url, { method: 'PUT', headers });
    req.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          bytesSent,
        }),
      );
      response.on('error', reject);
    });
    req.on('error', (error) => {
      if (!answered) {
        reject(Object.assign(error, { bytesSent }));
      }
    });
    void (async () => {
      while (!answered && !req.destroyed) {
        const chunk = await next(bytesSent);
        if (!chunk) {
          req.end();
          return;
        }
        bytesSent += chunk.length;
        if (!req.write(chunk)) {
          await new Promise<void>((done) => {
            const settle = () => {
              req.off('drain', settle);
              req.off('close', settle);
              done();
            };
            req.on('drain', settle);
            req.on('close', settle);
          });
        }
      }
    })();
  });
}

/** The opening of a multipart form whose `file` part then streams on. */
export function multipartHead(boundary: string, fileName = 'big.png'): Buffer {
  return Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
}
