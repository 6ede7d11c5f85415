import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

import { repoRoot } from './app';
import { freePort } from './ports';

const fixture = join(repoRoot, 'web/test/e2e/fixtures/oidc-server.mjs');

/** Providers still running, stopped if the test process ends without closing them. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) {
    child.kill('SIGKILL');
  }
});

/** An OAuth client of the provider (oidc-provider client metadata). */
export type OidcClient = {
  client_id: string;
  /** Set for a confidential client; leave out for a public one (then PKCE is required). */
  client_secret?: string;
  redirect_uris: string[];
  post_logout_redirect_uris?: string[];
  /** `none` for a public client (keycloak-js in the browser); `client_secret_basic` unless told. */
  token_endpoint_auth_method?: 'none' | 'client_secret_basic' | 'client_secret_post';
  grant_types?: string[];
  response_types?: string[];
  [metadata: string]: unknown;
};

/** Claims an account's login gives (see fixtures/oidc-server.mjs for the made-up ones). */
export type OidcAccount = {
  email?: string;
  email_verified?: boolean;
  name?: string;
  preferred_username?: string;
};

export type OidcProvider = {
  /** e.g. `http://127.0.0.1:40555`; discovery at `/.well-known/openid-configuration`. */
  issuer: string;
  close(): Promise<void>;
};

export type StartOidcOptions = {
  clients: OidcClient[];
  /** Accounts by the login typed at the provider's form. */
  accounts?: Record<string, OidcAccount>;
};

/**
 * A real OpenID Connect provider (oidc-provider, as its own Node process) on a
 * free loopback port, playing a Keycloak realm: JWT access tokens for the
 * client with the user's email and names, no consent screen, and the
 * development login form (any login and password; the login names the account).
 */
export async function startOidcProvider(options: StartOidcOptions): Promise<OidcProvider> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    try {
      return await startOnce(port, options);
    } catch (error) {
      if (!/EADDRINUSE/.test((error as Error).message) || attempt >= 3) {
        throw error;
      }
    }
  }
}

function startOnce(port: number, { clients, accounts }: StartOidcOptions): Promise<OidcProvider> {
  const child: ChildProcess = spawn(
    process.execPath,
    [fixture, JSON.stringify({ port, clients, accounts })],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  const close = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        resolve();
        return;
      }
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void close();
      reject(new Error(`the OIDC provider did not start within 30 s:\n${output}`));
    }, 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /^ready (\S+)$/m.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve({ issuer: ready[1], close });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the OIDC provider exited (code ${code}):\n${output}`));
    });
  });
}
