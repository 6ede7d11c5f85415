import { identityRoutes } from './identity-routes';
import { letterRoutes } from './letter-routes';
import { renderRoutes } from './render-routes';
import { type RestRoute } from './rest-route';
import { resumeRoutes } from './resume-routes';

/** Every route of docs/product.md#calls served as a REST shim; each subgraph area keeps its own list. */
export const restRoutes: readonly RestRoute[] = [
  ...identityRoutes,
  ...resumeRoutes,
  ...letterRoutes,
  ...renderRoutes,
];
