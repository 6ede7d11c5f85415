import { buildSubgraph } from '@vitae/service-kit';

import { type StorageConfig } from './config';
import { createUploadPolicyResolver } from './uploads/upload-policy.resolver';

/** The storage subgraph. */
export function buildStorageSchema(config: Pick<StorageConfig, 'MAX_IMAGE_BYTES'>) {
  return buildSubgraph({ resolvers: [createUploadPolicyResolver(config.MAX_IMAGE_BYTES)] });
}
