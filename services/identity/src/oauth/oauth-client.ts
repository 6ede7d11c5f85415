import { createHash, randomBytes } from 'node:crypto';

import { jwtVerify } from 'jose';

import { OAuthFailure } from './oauth-failure';
import { type GithubProvider, type OAuthProvider, type OidcProvider } from './oauth-providers';
import { oidcDiscovery } from './oidc-discovery';

/** What identity needs from a provider's account. */
export type OAuthProfile = {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  usernameHint: string | undefined;
  picture: string | undefined;
};

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** The profile an OpenID Connect issuer's standard claims describe (ID token, userinfo, access token). */
export function profileFromClaims(subject: string, claims: Record<string, unknown>): OAuthProfile {
  return {
    subject,
    email: text(claims.email),
    emailVerified: claims.email_verified === true,
    name: text(claims.name),
    usernameHint: text(claims.preferred_username) ?? text(claims.email)?.split('@')[0],
    picture: text(claims.picture),
  };
}

/** The secrets of one authorization round trip, kept in the browser's flow cookie. */
export type OAuthFlow = { state: string; verifier: string; nonce: string };

export { OAuthFailure } from './oauth-failure';

const random = () => randomBytes(32).toString('base64url');

/** A fresh state, PKCE verifier and nonce. */
export function newOAuthFlow(): OAuthFlow {
  return { state: random(), verifier: random(), nonce: random() };
}

function challengeOf(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

const timeout = () => AbortSignal.timeout(10_000);

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) {
    throw new OAuthFailure(`${what}_failed`);
  }
  return (await response.json()) as T;
}

/** A provider's authorization endpoint with `params`, then the flow's PKCE challenge. */
function authorizationUrlOf(endpoint: string, params: Record<string, string>, flow: OAuthFlow) {
  const url = new URL(endpoint);
  url.search = new URLSearchParams({
    ...params,
    code_challenge: challengeOf(flow.verifier),
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

/**
 * Trades an authorization code for tokens at a provider's token endpoint, the
 * client authenticating by `authorization` header or by `params` in the form.
 */
async function tokensFor<T>(
  tokenUrl: string,
  exchange: { code: string; flow: OAuthFlow; redirectUri: string },
  client: { authorization?: string; params: Record<string, string> },
): Promise<T> {
  return json<T>(
    await fetch(tokenUrl, {
      method: 'POST',
      signal: timeout(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
        ...(client.authorization ? { authorization: client.authorization } : {}),
      },
      body: new URLSearchParams({
        ...client.params,
        code: exchange.code,
        redirect_uri: exchange.redirectUri,
        code_verifier: exchange.flow.verifier,
      }),
    }),
    'token',
  );
}

/** Speaks the authorization code flow (with PKCE) with one provider. */
export type OAuthClient = {
  authorizationUrl(flow: OAuthFlow, redirectUri: string): Promise<string>;
  /** Trades the code for the account's profile; OAuthFailure when anything does not check out. */
  profile(code: string, flow: OAuthFlow, redirectUri: string): Promise<OAuthProfile>;
};

function oidcClient(provider: OidcProvider): OAuthClient {
  const discover = oidcDiscovery(provider.issuer);

  return {
    async authorizationUrl(flow, redirectUri) {
      return authorizationUrlOf(
        (await discover()).document.authorization_endpoint,
        {
          response_type: 'code',
          client_id: provider.clientId,
          redirect_uri: redirectUri,
          scope: 'openid email profile',
          state: flow.state,
          nonce: flow.nonce,
        },
        flow,
      );
    },

    async profile(code, flow, redirectUri) {
      const { document, keys } = await discover();
      const tokens = await tokensFor<{ id_token?: string; access_token?: string }>(
        document.token_endpoint,
        { code, flow, redirectUri },
        {
          authorization: `Basic ${Buffer.from(`${encodeURIComponent(provider.clientId)}:${encodeURIComponent(provider.clientSecret)}`).toString('base64')}`,
          params: { grant_type: 'authorization_code' },
        },
      );
      if (!tokens.id_token) {
        throw new OAuthFailure('no_id_token');
      }
      const { payload } = await jwtVerify(tokens.id_token, keys, {
        issuer: document.issuer,
        audience: provider.clientId,
      }).catch(() => {
        throw new OAuthFailure('invalid_id_token');
      });
      if (payload.nonce !== flow.nonce || typeof payload.sub !== 'string') {
        throw new OAuthFailure('invalid_id_token');
      }
      let claims: Record<string, unknown> = payload;
      if (document.userinfo_endpoint && tokens.access_token) {
        const info = await json<Record<string, unknown>>(
          await fetch(document.userinfo_endpoint, {
            signal: timeout(),
            headers: { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' },
          }),
          'userinfo',
        );
        // Userinfo about someone else than the ID token names is not to be trusted.
        if (info.sub === payload.sub) {
          claims = { ...info, ...payload };
        }
      }
      return profileFromClaims(payload.sub, claims);
    },
  };
}

function githubClient(provider: GithubProvider): OAuthClient {
  const api = (path: string, token: string) =>
    fetch(`${provider.apiUrl.replace(/\/$/, '')}${path}`, {
      signal: timeout(),
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/vnd.github+json',
        'user-agent': 'Vitae',
      },
    });

  return {
    async authorizationUrl(flow, redirectUri) {
      return authorizationUrlOf(
        provider.authorizeUrl,
        {
          client_id: provider.clientId,
          redirect_uri: redirectUri,
          scope: 'read:user user:email',
          state: flow.state,
        },
        flow,
      );
    },

    async profile(code, flow, redirectUri) {
      const tokens = await tokensFor<{ access_token?: string }>(
        provider.tokenUrl,
        { code, flow, redirectUri },
        { params: { client_id: provider.clientId, client_secret: provider.clientSecret } },
      );
      if (!tokens.access_token) {
        throw new OAuthFailure('no_access_token');
      }
      const user = await json<{ id: number; login: string; name?: string; avatar_url?: string }>(
        await api('/user', tokens.access_token),
        'profile',
      );
      const emails = await json<{ email: string; primary: boolean; verified: boolean }[]>(
        await api('/user/emails', tokens.access_token),
        'emails',
      );
      const primary = emails.find((entry) => entry.primary) ?? emails[0];
      return {
        subject: String(user.id),
        email: primary?.email,
        emailVerified: primary?.verified === true,
        name: user.name ?? undefined,
        usernameHint: user.login,
        picture: user.avatar_url,
      };
    },
  };
}

/** The client for a configured provider. */
export function oauthClientFor(provider: OAuthProvider): OAuthClient {
  return provider.kind === 'github' ? githubClient(provider) : oidcClient(provider);
}
