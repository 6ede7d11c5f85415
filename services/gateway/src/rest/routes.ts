import { type RestRoute } from './rest-route';

/** SPEC §7 routes served so far; each area adds its own as it lands. */
export const restRoutes: readonly RestRoute[] = [
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
