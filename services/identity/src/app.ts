import { type RunningService, startService } from '@vitae/service-kit';

import { type IdentityConfig } from './config';
import { buildIdentitySchema } from './schema';

/** Starts the identity service: users, secrets and sessions (its own database). */
export async function startIdentity(config: IdentityConfig): Promise<RunningService> {
  return startService({
    service: 'identity',
    config,
    database: { entities: [], migrations: [] },
    bus: true,
    schema: await buildIdentitySchema(config),
  });
}
