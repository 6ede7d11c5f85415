import { type FastifyRequest } from 'fastify';

import { type RestRoute } from './rest-route';

/** The fields of a user every /api route that answers with one returns. */
const userFields =
  'id name username picture email locale emailVerified twoFactorEnabled provider createdAt updatedAt';

/** A string field of the JSON body; anything else is left out, and GraphQL names it missing. */
function field(request: FastifyRequest, name: string): string | undefined {
  const body = request.body as Record<string, unknown> | undefined;
  const value = body?.[name];
  return typeof value === 'string' ? value : undefined;
}

function fields(request: FastifyRequest, names: string[]): Record<string, string | undefined> {
  return Object.fromEntries(names.map((name) => [name, field(request, name)]));
}

/**
 * The profile fields PATCH /user/me may carry; `picture: null` clears the
 * picture, and a new `email` comes with `currentPassword`.
 */
function profileChanges(request: FastifyRequest): Record<string, unknown> {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const input: Record<string, unknown> = {};
  for (const name of ['name', 'username', 'email', 'picture', 'locale', 'currentPassword']) {
    if (typeof body[name] === 'string' || (name === 'picture' && body[name] === null)) {
      input[name] = body[name];
    }
  }
  return { input };
}

/** The fields of a personal API key (docs/api.md); never its secret but once, when it is made. */
const apiKeyFields = 'id name prefix scopes createdAt expiresAt lastUsedAt revokedAt';

/** The body of POST /api/keys as CreateApiKeyInput: the fields present, for GraphQL to check their types. */
function apiKeyInput(request: FastifyRequest): Record<string, unknown> {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const names = ['name', 'scopes', 'expiresInDays', 'currentPassword'];
  return {
    input: Object.fromEntries(
      names.filter((name) => body[name] !== undefined).map((name) => [name, body[name]]),
    ),
  };
}

/** The routes of docs/product.md#calls answered by the identity subgraph. */
export const identityRoutes: readonly RestRoute[] = [
  {
    method: 'GET',
    path: '/api/auth/providers',
    document: 'query AuthProviders { authProviders }',
    respond: (data) => data.authProviders,
  },
  {
    method: 'GET',
    path: '/api/auth/config',
    document:
      'query AuthConfig { authConfig { providers signupsDisabled sso { issuer clientId keycloakUrl realm } } }',
    respond: (data) => data.authConfig,
  },
  {
    method: 'POST',
    apiKeyScope: 'none',
    path: '/api/auth/sso/exchange',
    document: `mutation ExchangeSsoToken($accessToken: String!) {
      exchangeSsoToken(accessToken: $accessToken) { status user { ${userFields} } }
    }`,
    variables: (request) => fields(request, ['accessToken']),
    respond: (data) => data.exchangeSsoToken,
  },
  {
    method: 'GET',
    path: '/api/translation/languages',
    document: 'query Languages { languages { id name editorCode locale } }',
    respond: (data) => data.languages,
  },
  {
    method: 'POST',
    apiKeyScope: 'none',
    path: '/api/auth/register',
    document: `mutation Register($name: String!, $username: String!, $email: String!, $password: String!, $locale: String) {
      register(name: $name, username: $username, email: $email, password: $password, locale: $locale) { ${userFields} }
    }`,
    variables: (request) => fields(request, ['name', 'username', 'email', 'password', 'locale']),
    respond: (data) => data.register,
    status: 201,
  },
  {
    method: 'POST',
    apiKeyScope: 'none',
    path: '/api/auth/login',
    document: `mutation Login($identifier: String!, $password: String!) {
      login(identifier: $identifier, password: $password) { status user { ${userFields} } }
    }`,
    variables: (request) => fields(request, ['identifier', 'password']),
    respond: (data) => data.login,
  },
  {
    method: 'POST',
    apiKeyScope: 'none',
    path: '/api/auth/logout',
    document: 'mutation Logout { logout }',
    respond: () => ({ message: 'You have been signed out.' }),
  },
  {
    method: 'POST',
    apiKeyScope: 'none',
    path: '/api/auth/refresh',
    document: `mutation Refresh { refreshSession { ${userFields} } }`,
    respond: (data) => data.refreshSession,
  },
  {
    method: 'PATCH',
    apiKeyScope: 'none',
    path: '/api/auth/password',
    document:
      'mutation UpdatePassword($password: String!, $currentPassword: String) { updatePassword(password: $password, currentPassword: $currentPassword) { message } }',
    variables: (request) => fields(request, ['password', 'currentPassword']),
    respond: (data) => data.updatePassword,
  },
  {
    method: 'POST',
    apiKeyScope: 'none',
    path: '/api/auth/verify-email/resend',
    document: 'mutation ResendVerification { resendVerificationEmail { message } }',
    respond: (data) => data.resendVerificationEmail,
  },
  {
    method: 'POST',
    apiKeyScope: 'none',
    path: '/api/auth/verify-email',
    document: 'mutation VerifyEmail($token: String!) { verifyEmail(token: $token) { message } }',
    variables: (request) => {
      const { token } = request.query as { token?: unknown };
      return { token: typeof token === 'string' ? token : undefined };
    },
    respond: (data) => data.verifyEmail,
  },
  {
    method: 'POST',
    apiKeyScope: 'none',
    path: '/api/auth/confirm-email',
    document:
      'mutation ConfirmEmailChange($token: String!) { confirmEmailChange(token: $token) { message } }',
    variables: (request) => {
      const { token } = request.query as { token?: unknown };
      return { token: typeof token === 'string' ? token : undefined };
    },
    respond: (data) => data.confirmEmailChange,
  },
  {
    method: 'POST',
    apiKeyScope: 'none',
    path: '/api/auth/forgot-password',
    document:
      'mutation ForgotPassword($email: String!) { forgotPassword(email: $email) { message } }',
    variables: (request) => fields(request, ['email']),
    respond: (data) => data.forgotPassword,
  },
  {
    method: 'POST',
    apiKeyScope: 'none',
    path: '/api/auth/reset-password',
    document:
      'mutation ResetPassword($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { message } }',
    variables: (request) => fields(request, ['token', 'password']),
    respond: (data) => data.resetPassword,
  },
  {
    method: 'POST',
    apiKeyScope: 'none',
    path: '/api/auth/2fa/setup',
    document: 'mutation SetupTwoFactor { setupTwoFactor { message } }',
    respond: (data) => data.setupTwoFactor,
  },
  {
    method: 'POST',
    apiKeyScope: 'none',
    path: '/api/auth/2fa/enable',
    document:
      'mutation EnableTwoFactor($code: String!) { enableTwoFactor(code: $code) { backupCodes } }',
    variables: (request) => fields(request, ['code']),
    respond: (data) => data.enableTwoFactor,
  },
  {
    method: 'POST',
    apiKeyScope: 'none',
    path: '/api/auth/2fa/disable',
    document:
      'mutation DisableTwoFactor($code: String!, $currentPassword: String) { disableTwoFactor(code: $code, currentPassword: $currentPassword) { message } }',
    variables: (request) => fields(request, ['code', 'currentPassword']),
    respond: (data) => data.disableTwoFactor,
  },
  {
    method: 'POST',
    apiKeyScope: 'none',
    path: '/api/auth/2fa/verify',
    document: `mutation VerifyTwoFactor($code: String!) { verifyTwoFactor(code: $code) { ${userFields} } }`,
    variables: (request) => fields(request, ['code']),
    respond: (data) => data.verifyTwoFactor,
  },
  {
    method: 'POST',
    apiKeyScope: 'none',
    path: '/api/auth/2fa/backup',
    document: `mutation UseBackupCode($code: String!) { useBackupCode(code: $code) { ${userFields} } }`,
    variables: (request) => fields(request, ['code']),
    respond: (data) => data.useBackupCode,
  },
  {
    method: 'GET',
    path: '/api/user/me',
    document: `query Me { me { ${userFields} } }`,
    respond: (data) => data.me,
  },
  {
    method: 'PATCH',
    apiKeyScope: 'none',
    path: '/api/user/me',
    document: `mutation UpdateMe($input: UpdateUserInput!) { updateMe(input: $input) { ${userFields} } }`,
    variables: profileChanges,
    respond: (data) => data.updateMe,
  },
  {
    method: 'DELETE',
    apiKeyScope: 'none',
    path: '/api/user/me',
    document: 'mutation DeleteMe { deleteMe { message } }',
    respond: (data) => data.deleteMe,
  },
  {
    method: 'GET',
    path: '/api/keys',
    apiKeyScope: 'none',
    document: `query ApiKeys { apiKeys { ${apiKeyFields} } }`,
    respond: (data) => data.apiKeys,
  },
  {
    method: 'POST',
    path: '/api/keys',
    apiKeyScope: 'none',
    document: `mutation CreateApiKey($input: CreateApiKeyInput!) {
      createApiKey(input: $input) { secret key { ${apiKeyFields} } }
    }`,
    variables: apiKeyInput,
    respond: (data) => data.createApiKey,
    status: 201,
  },
  {
    method: 'DELETE',
    path: '/api/keys/:id',
    apiKeyScope: 'none',
    document: `mutation RevokeApiKey($id: ID!) { revokeApiKey(id: $id) { ${apiKeyFields} } }`,
    variables: (request) => ({ id: (request.params as { id: string }).id }),
    respond: (data) => data.revokeApiKey,
  },
];
