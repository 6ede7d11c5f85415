import { loadConfig, runService } from '@vitae/service-kit';

import { startGateway } from './app';
import { gatewayConfigSchema } from './config';

export { type RunningGateway, startGateway } from './app';
export { type GatewayConfig, gatewayConfigSchema } from './config';
export { composeSupergraph, CompositionError, readSubgraphSdls } from './supergraph/compose';

if (require.main === module) {
  runService('gateway', () => startGateway(loadConfig(gatewayConfigSchema)));
}
