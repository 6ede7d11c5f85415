import { loadConfig, runService } from '@vitae/service-kit';

import { startStorage } from './app';
import { storageConfigSchema } from './config';

export { startStorage } from './app';
export { type StorageConfig, storageConfigSchema } from './config';
export { buildStorageSchema } from './schema';

if (require.main === module) {
  runService('storage', () => startStorage(loadConfig(storageConfigSchema)));
}
