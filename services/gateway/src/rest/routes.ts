import { identityRoutes } from './identity-routes';
import { type RestRoute } from './rest-route';

/** Every SPEC §7 route served as a REST shim; each subgraph area keeps its own list. */
export const restRoutes: readonly RestRoute[] = [...identityRoutes];
