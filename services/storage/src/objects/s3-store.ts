import { Readable } from 'node:stream';

import { Client } from 'minio';

import { assertKey, type ObjectInfo, type ObjectStore } from './object-store';

/** How to reach the bucket. */
export type S3Options = {
  endpoint: string;
  region: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
};

/** User metadata (`x-amz-meta-file-name`) holding the download name. */
const fileNameMeta = 'file-name';

function isMissing(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'NotFound' || code === 'NoSuchKey';
}

/** Objects in an S3 bucket (MinIO in a cluster), through the minio client. */
export async function createS3Store(options: S3Options): Promise<ObjectStore> {
  const url = new URL(options.endpoint);
  const useSSL = url.protocol === 'https:';
  const client = new Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    region: options.region,
    accessKey: options.accessKey,
    secretKey: options.secretKey,
    pathStyle: true,
  });
  const { bucket } = options;
  if (!(await client.bucketExists(bucket))) {
    await client.makeBucket(bucket, options.region);
  }

  const head = async (key: string): Promise<ObjectInfo | undefined> => {
    try {
      const stats = await client.statObject(bucket, assertKey(key));
      const fileName = stats.metaData[fileNameMeta] as string | undefined;
      return {
        contentType: String(stats.metaData['content-type'] ?? 'application/octet-stream'),
        size: stats.size,
        ...(fileName === undefined ? {} : { fileName: decodeURIComponent(fileName) }),
      };
    } catch (error) {
      if (isMissing(error)) {
        return undefined;
      }
      throw error;
    }
  };

  return {
    kind: 's3',
    async put(key, body, meta) {
      const stream = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      await client.putObject(
        bucket,
        assertKey(key),
        stream,
        Buffer.isBuffer(body) ? body.length : meta.size,
        {
          'Content-Type': meta.contentType,
          // Metadata travels as HTTP headers, which are ASCII: the name goes percent-encoded.
          ...(meta.fileName === undefined
            ? {}
            : { [fileNameMeta]: encodeURIComponent(meta.fileName) }),
        },
      );
    },
    async get(key) {
      const info = await head(key);
      return info && { ...info, body: await client.getObject(bucket, key) };
    },
    head,
    async delete(key) {
      await client.removeObject(bucket, assertKey(key));
    },
    async deletePrefix(prefix) {
      assertKey(prefix, { prefix: true });
      const keys: string[] = [];
      for await (const item of client.listObjectsV2(bucket, prefix, true)) {
        if ('name' in item && item.name) {
          keys.push(item.name);
        }
      }
      if (keys.length > 0) {
        // The multi-delete answers per-object failures in its body, not as an error.
        const failures = (await client.removeObjects(bucket, keys)).filter(Boolean);
        if (failures.length > 0) {
          throw new Error(
            `S3 could not delete ${failures.length} of ${keys.length} objects under ${prefix}`,
          );
        }
      }
      return keys.length;
    },
    async ping() {
      await client.bucketExists(bucket);
    },
    async close() {},
  };
}
