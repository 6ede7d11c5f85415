import { type RunningService, startService } from '@vitae/service-kit';

import { type StorageConfig } from './config';
import { createObjectStore } from './objects/create-object-store';
import { buildStorageSchema } from './schema';

/** Starts the storage service: files in object storage, their records in its own database. */
export async function startStorage(config: StorageConfig): Promise<RunningService> {
  const objects = await createObjectStore(config);
  try {
    return await startService({
      service: 'storage',
      config,
      database: { entities: [], migrations: [] },
      bus: true,
      schema: await buildStorageSchema(config),
      readiness: () => ({ objects: () => objects.ping() }),
      setup: async ({ logger }) => {
        logger.info({ objects: objects.kind }, 'object storage ready');
        return [objects];
      },
    });
  } catch (error) {
    await objects.close();
    throw error;
  }
}
