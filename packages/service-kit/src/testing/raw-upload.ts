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

/** The boundary of the multipart forms the uploads below send. */
export const uploadBoundary = 'vitae-boundary';

/** The opening of a multipart form whose `file` part then streams on. */
export function multipartHead(boundary = uploadBoundary, fileName = 'big.png'): Buffer {
  return Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
}

/** The headers of a multipart upload of unknown length (chunked), after `headers`. */
function streamingHeaders(headers: Record<string, string>): Record<string, string> {
  return {
    ...headers,
    'content-type': `multipart/form-data; boundary=${uploadBoundary}`,
    'transfer-encoding': 'chunked',
  };
}

/**
 * PUTs a multipart form whose file part is `file` followed by filler, up to
 * `totalBytes` in all, without declaring its length: an oversized upload the
 * server should cut off long before the end.
 */
export function floodUpload(
  url: string,
  headers: Record<string, string>,
  { file, totalBytes }: { file: Buffer; totalBytes: number },
): Promise<RawUploadResult> {
  const filler = Buffer.alloc(256 * 1024, 1);
  return rawUpload(url, streamingHeaders(headers), async (sent) => {
    if (sent === 0) {
      return Buffer.concat([multipartHead(), file]);
    }
    return sent < totalBytes ? filler : undefined;
  });
}

/**
 * PUTs the head of a multipart form, then `file` one byte every `intervalMs`:
 * a stalling client the server should time out. `finished` says whether the
 * whole file got out before the answer.
 */
export async function trickleUpload(
  url: string,
  headers: Record<string, string>,
  { file, intervalMs = 100 }: { file: Buffer; intervalMs?: number },
): Promise<RawUploadResult & { finished: boolean }> {
  const head = multipartHead();
  let finished = false;
  const result = await rawUpload(url, streamingHeaders(headers), async (sent) => {
    if (sent === 0) {
      return head;
    }
    const offset = sent - head.length;
    if (offset >= file.length) {
      finished = true;
      return undefined;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    return file.subarray(offset, offset + 1);
  });
  return { ...result, finished };
}
