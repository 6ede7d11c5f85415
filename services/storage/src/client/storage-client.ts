import {
  type HttpAnswer,
  httpCall,
  type HttpCallOptions,
  serviceCredentialHeaders,
} from '@vitae/service-kit';

import { type ResumeOutputLocation, type StoredOutput } from '../files/resume-output.service';

/** Which resume version a printed file belongs to, as the client names it. */
export type PrintedFileRef = ResumeOutputLocation;

/** A printed file in storage, as the client names it. */
export type StoredFile = StoredOutput;

/** A failed call, with the storage error code and HTTP status it came with. */
export class StorageClientError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'StorageClientError';
  }
}

/**
 * What other services (render) use to reach storage's internal routes
 * (docs/storage.md). The gateway never forwards these routes.
 */
export type StorageClient = {
  /** Stores a PDF (named `fileName` when downloaded) or a PNG thumbnail. */
  putPrintedFile(ref: PrintedFileRef, bytes: Uint8Array, fileName?: string): Promise<StoredFile>;
  /** The stored file of this resume version, or undefined when it was never printed. */
  findPrintedFile(ref: PrintedFileRef): Promise<StoredFile | undefined>;
  /** A link anyone may open until it expires (at most seven days). */
  signedUrl(key: string, expiresInSeconds: number): Promise<string>;
  /**
   * A resume picture's bytes, fetched under storage's guards: public
   * addresses only, image types only, size and time limits.
   */
  fetchImage(url: string): Promise<{ bytes: Uint8Array; contentType: string }>;
};

/** Options for {@link createStorageClient}. */
export type StorageClientOptions = {
  /** The storage service's origin, e.g. http://storage:4003 (its /graphql URL works too). */
  baseUrl: string;
  /** Per call; 30 s by default. */
  timeoutMs?: number;
  /** The service credential (INTERNAL_API_TOKEN), without which storage refuses every call. */
  credential: string;
};

/** Creates a client for storage's internal HTTP routes. */
export function createStorageClient({
  baseUrl,
  timeoutMs = 30_000,
  credential,
}: StorageClientOptions): StorageClient {
  const origin = new URL(baseUrl).origin;
  const outputPath = ({ userId, resumeId, contentHash, output }: PrintedFileRef) =>
    `/internal/resumes/${encodeURIComponent(userId)}/${encodeURIComponent(resumeId)}/` +
    `${encodeURIComponent(contentHash)}.${output === 'pdf' ? 'pdf' : 'png'}`;

  async function call(path: string, options: HttpCallOptions = {}): Promise<HttpAnswer> {
    const answer = await httpCall(`${origin}${path}`, {
      ...options,
      headers: {
        ...options.headers,
        ...serviceCredentialHeaders(credential),
      },
      timeoutMs,
    });
    if (!answer.ok && answer.status !== 404) {
      throw toError(answer);
    }
    return answer;
  }

  return {
    async putPrintedFile(ref, bytes, fileName) {
      const response = await call(outputPath(ref), {
        method: 'PUT',
        body: bytes,
        headers: {
          'content-type': ref.output === 'pdf' ? 'application/pdf' : 'image/png',
          ...(fileName ? { 'x-file-name': encodeURIComponent(fileName) } : {}),
        },
      });
      if (response.status === 404) {
        throw toError(response);
      }
      return response.json<StoredFile>();
    },
    async findPrintedFile(ref) {
      const response = await call(outputPath(ref));
      return response.status === 404 ? undefined : response.json<StoredFile>();
    },
    async signedUrl(key, expiresInSeconds) {
      const response = await call('/internal/signed-urls', json({ key, expiresInSeconds }));
      if (response.status === 404) {
        throw toError(response);
      }
      return response.json<{ url: string }>().url;
    },
    async fetchImage(url) {
      const response = await call('/internal/remote-images', json({ url }));
      if (response.status === 404) {
        throw toError(response);
      }
      return {
        bytes: new Uint8Array(response.body.buffer, response.body.byteOffset, response.body.length),
        contentType: response.headers['content-type'] ?? 'application/octet-stream',
      };
    },
  };
}

function json(body: unknown): HttpCallOptions {
  return {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  };
}

function toError(response: HttpAnswer): StorageClientError {
  let body: { code?: string; message?: string } = {};
  try {
    body = response.json();
  } catch {
    // Not JSON: the status says enough.
  }
  return new StorageClientError(
    body.code ?? 'SomethingWentWrong',
    body.message ?? `storage answered ${response.status}`,
    response.status,
  );
}
