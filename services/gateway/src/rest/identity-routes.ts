import { type RestRoute } from './rest-route';

/** SPEC §7 routes answered by the identity subgraph. */
export const identityRoutes: readonly RestRoute[] = [
  {
    method: 'GET',
    path: '/api/auth/providers',
    document: 'query AuthProviders { authProviders }',
    respond: (data) => data.authProviders,
  },
  {
    method: 'GET',
    path: '/api/translation/languages',
    document: 'query Languages { languages { id name editorCode locale } }',
    respond: (data) => data.languages,
  },
];
