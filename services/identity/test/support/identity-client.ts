import { serviceCallHeaders } from '@vitae/service-kit/testing';

import { CookieJar } from './cookie-jar';

/** A user as identity's graph answers with one. */
export type User = {
  id: string;
  name: string;
  username: string;
  picture: string | null;
  email: string | null;
  locale: string | null;
  emailVerified: boolean | null;
  twoFactorEnabled: boolean | null;
  provider: string | null;
  createdAt: string | null;
  updatedAt: string | null;
};

type AuthResult = { status: 'authenticated' | '2fa_required'; user: User };
type Message = { message: string };

/** What each operation of {@link documents} answers with. */
type Results = {
  authProviders: string[];
  authConfig: {
    providers: string[];
    signupsDisabled: boolean;
    sso: { issuer: string; clientId: string; keycloakUrl: string | null; realm: string | null };
  };
  me: User;
  publicUser: User | null;
  register: User;
  login: AuthResult;
  logout: boolean;
  refreshSession: User;
  updatePassword: Message;
  updateMe: User;
  deleteMe: Message;
  exchangeSsoToken: AuthResult;
  setupTwoFactor: Message;
  enableTwoFactor: { backupCodes: string[] };
  disableTwoFactor: Message;
  verifyTwoFactor: User;
  useBackupCode: User;
  resendVerificationEmail: Message;
  verifyEmail: Message;
  confirmEmailChange: Message;
  forgotPassword: Message;
  resetPassword: Message;
};

export type Operation = keyof Results;

const userFields =
  'id name username picture email locale emailVerified twoFactorEnabled provider createdAt updatedAt';

/** One document per root field, named after it: what the gateway's routes run. */
const documents: Record<Operation, string> = {
  authProviders: 'query { authProviders }',
  authConfig:
    'query { authConfig { providers signupsDisabled sso { issuer clientId keycloakUrl realm } } }',
  me: `query { me { ${userFields} } }`,
  publicUser: `query ($username: String!) { publicUser(username: $username) { ${userFields} } }`,
  register: `mutation ($name: String!, $username: String!, $email: String!, $password: String!, $locale: String) {
    register(name: $name, username: $username, email: $email, password: $password, locale: $locale) { ${userFields} }
  }`,
  login: `mutation ($identifier: String!, $password: String!) {
    login(identifier: $identifier, password: $password) { status user { ${userFields} } }
  }`,
  logout: 'mutation { logout }',
  refreshSession: `mutation { refreshSession { ${userFields} } }`,
  updatePassword:
    'mutation ($password: String!, $currentPassword: String) { updatePassword(password: $password, currentPassword: $currentPassword) { message } }',
  updateMe: `mutation ($input: UpdateUserInput!) { updateMe(input: $input) { ${userFields} } }`,
  deleteMe: 'mutation { deleteMe { message } }',
  exchangeSsoToken: `mutation ($accessToken: String!) {
    exchangeSsoToken(accessToken: $accessToken) { status user { ${userFields} } }
  }`,
  setupTwoFactor: 'mutation { setupTwoFactor { message } }',
  enableTwoFactor: 'mutation ($code: String!) { enableTwoFactor(code: $code) { backupCodes } }',
  disableTwoFactor:
    'mutation ($code: String!, $currentPassword: String) { disableTwoFactor(code: $code, currentPassword: $currentPassword) { message } }',
  verifyTwoFactor: `mutation ($code: String!) { verifyTwoFactor(code: $code) { ${userFields} } }`,
  useBackupCode: `mutation ($code: String!) { useBackupCode(code: $code) { ${userFields} } }`,
  resendVerificationEmail: 'mutation { resendVerificationEmail { message } }',
  verifyEmail: 'mutation ($token: String!) { verifyEmail(token: $token) { message } }',
  confirmEmailChange:
    'mutation ($token: String!) { confirmEmailChange(token: $token) { message } }',
  forgotPassword: 'mutation ($email: String!) { forgotPassword(email: $email) { message } }',
  resetPassword:
    'mutation ($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { message } }',
};

/** A refusal as identity words it: its code, message and details (what REST's error body carries). */
export type Refusal = { code: string; message: string; details?: unknown };

/** One operation's answer: its root field's value, or the first refusal. */
export type Outcome<T> = { data: T; error?: undefined } | { data?: undefined; error: Refusal };

/** A GraphQL answer as it came. */
export type GraphAnswer<T = Record<string, unknown>> = {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; details?: unknown } }[];
};

/**
 * A browser's session with identity as the gateway relays it: each call goes
 * to identity's /graphql with the service credential, the browser's cookies
 * (all of them, as a browser sends them to /api/auth/*, where the refresh
 * cookie's path lets it go) and any headers the gateway passes on (Origin,
 * X-Forwarded-Proto, Authorization), and the cookies identity sets are kept.
 */
export class IdentityClient extends CookieJar {
  constructor(
    readonly url: string,
    readonly headers: Record<string, string> = {},
  ) {
    super();
  }

  /** Runs any document; the raw answer. */
  async graphql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ): Promise<GraphAnswer<T>> {
    const response = await this.fetch(
      `${this.url}/graphql`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...serviceCallHeaders(),
          ...this.headers,
          ...headers,
        },
        body: JSON.stringify({ query, variables }),
      },
      '/api/auth/',
    );
    return (await response.json()) as GraphAnswer<T>;
  }

  /** Runs one of identity's operations: its value, or its refusal. */
  async call<K extends Operation>(
    operation: K,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ): Promise<Outcome<Results[K]>> {
    const answer = await this.graphql<Record<K, Results[K]>>(
      documents[operation],
      variables,
      headers,
    );
    const [error] = answer.errors ?? [];
    if (error) {
      const { code = 'none', details } = error.extensions ?? {};
      return { error: { code, message: error.message, ...(details ? { details } : {}) } };
    }
    return { data: answer.data![operation] };
  }

  /** Logs in to `account` by its email, with its password or `password`. */
  logIn(account: { email: string; password: string }, password = account.password) {
    return this.call('login', { identifier: account.email, password });
  }

  /** Runs an operation that must succeed; its value. */
  async ok<K extends Operation>(
    operation: K,
    variables: Record<string, unknown> = {},
  ): Promise<Results[K]> {
    const outcome = await this.call(operation, variables);
    if (outcome.error) {
      throw new Error(`${operation} was refused: ${JSON.stringify(outcome.error)}`);
    }
    return outcome.data;
  }

  /** The refusal's code, or undefined when the operation succeeded. */
  async code(
    operation: Operation,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ): Promise<string | undefined> {
    return (await this.call(operation, variables, headers)).error?.code;
  }

  /** A second browser holding a copy of this one's cookies (a stolen or replayed cookie). */
  clone(): IdentityClient {
    return new IdentityClient(this.url, this.headers).adopt(this);
  }
}
