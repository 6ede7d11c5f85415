import { join } from 'node:path';

import { type StorageConfig } from '../config';
import { createDiskStore } from './disk-store';
import { type ObjectStore } from './object-store';
import { createS3Store } from './s3-store';

/** S3 when S3_ENDPOINT is configured, local disk under DATA_DIR otherwise. */
export async function createObjectStore(config: StorageConfig): Promise<ObjectStore> {
  if (config.S3_ENDPOINT && config.S3_ACCESS_KEY && config.S3_SECRET_KEY) {
    return createS3Store({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      accessKey: config.S3_ACCESS_KEY,
      secretKey: config.S3_SECRET_KEY,
      bucket: config.S3_BUCKET,
    });
  }
  // Beside, not inside, the service's embedded database folder (DATA_DIR/storage).
  return createDiskStore(join(config.DATA_DIR, 'storage-objects'));
}
