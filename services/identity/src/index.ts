import { loadConfig, runService } from '@vitae/service-kit';

import { startIdentity } from './app';
import { identityConfigSchema } from './config';

export { type RunningIdentity, startIdentity } from './app';
export { type IdentityConfig, identityConfigSchema } from './config';
export { buildIdentitySchema } from './schema';

if (require.main === module) {
  runService('identity', () => startIdentity(loadConfig(identityConfigSchema)));
}
