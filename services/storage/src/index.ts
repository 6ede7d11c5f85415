import { loadConfig, runService } from '@vitae/service-kit';

import { startStorage } from './app';
import { storageConfigSchema } from './config';

export { startStorage, type StorageOptions } from './app';
export * from './client/storage-client';
export { type StorageConfig, storageConfigSchema } from './config';
export { type ResumeRef, type ResumeVisibility } from './files/resume-visibility';
export { type AddressPolicy, type Destination, isPublicAddress } from './remote/address-policy';
export { buildStorageSchema } from './schema';
export { type StorageErrorCode } from './storage.errors';

if (require.main === module) {
  runService('storage', () => startStorage(loadConfig(storageConfigSchema)));
}
