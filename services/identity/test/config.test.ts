import { ConfigError, loadConfig } from '@vitae/service-kit';

import { identityConfigSchema } from '../src/config';
import { configuredProviders } from '../src/providers/auth-providers';

function problemsOf(env: Record<string, string>) {
  try {
    loadConfig(identityConfigSchema, env);
  } catch (error) {
    if (error instanceof ConfigError) {
      return error.problems.map((problem) => problem.variable);
    }
    throw error;
  }
  return [];
}

describe('identity configuration', () => {
  it('offers only email sign-in when no OAuth client is configured', () => {
    expect(configuredProviders(loadConfig(identityConfigSchema, {}))).toEqual(['email']);
  });

  it('lists each configured provider, and drops email when it is disabled', () => {
    const config = loadConfig(identityConfigSchema, {
      EMAIL_AUTH_DISABLED: 'true',
      GITHUB_CLIENT_ID: 'gh-id',
      GITHUB_CLIENT_SECRET: 'gh-secret',
      OIDC_ISSUER: 'http://127.0.0.1:9000/realms/vitae',
      OIDC_CLIENT_ID: 'vitae',
      OIDC_CLIENT_SECRET: 'secret',
    });
    expect(configuredProviders(config)).toEqual(['github', 'oidc']);
  });

  it('refuses an access-token lifetime over an hour, which ended sessions could outlive', () => {
    expect(problemsOf({ ACCESS_TOKEN_TTL_SECONDS: '3601' })).toEqual(['ACCESS_TOKEN_TTL_SECONDS']);
    expect(problemsOf({ ACCESS_TOKEN_TTL_SECONDS: '3600' })).toEqual([]);
  });

  it('refuses the light password hash in production, and takes it elsewhere', () => {
    expect(problemsOf({ NODE_ENV: 'production', PASSWORD_HASH_COST: 'light' })).toContain(
      'PASSWORD_HASH_COST',
    );
    expect(problemsOf({ NODE_ENV: 'production' })).not.toContain('PASSWORD_HASH_COST');
    expect(problemsOf({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'light' })).toEqual([]);
    expect(problemsOf({ PASSWORD_HASH_COST: 'cheap' })).toEqual(['PASSWORD_HASH_COST']);
  });

  it('names the missing half of an OAuth client', () => {
    expect(problemsOf({ GOOGLE_CLIENT_ID: 'id-only' })).toEqual(['GOOGLE_CLIENT_SECRET']);
    expect(problemsOf({ GITHUB_CLIENT_SECRET: 'secret-only' })).toEqual(['GITHUB_CLIENT_ID']);
  });

  it('refuses an OIDC client without an issuer, and "yes" for a boolean', () => {
    expect(problemsOf({ OIDC_CLIENT_ID: 'vitae', OIDC_CLIENT_SECRET: 's' })).toEqual([
      'OIDC_ISSUER',
    ]);
    expect(problemsOf({ SIGNUPS_DISABLED: 'yes' })).toEqual(['SIGNUPS_DISABLED']);
  });

  it('names a bad rate-limit scale, mail server URL or token lifetime', () => {
    expect(problemsOf({ RATE_LIMIT_SCALE: '0' })).toEqual(['RATE_LIMIT_SCALE']);
    expect(problemsOf({ SMTP_URL: 'http://127.0.0.1:25' })).toEqual(['SMTP_URL']);
    expect(problemsOf({ ACCESS_TOKEN_TTL_SECONDS: 'soon' })).toEqual(['ACCESS_TOKEN_TTL_SECONDS']);
  });

  it('signs tokens for the issuer and audience every other service checks', () => {
    const config = loadConfig(identityConfigSchema, {});
    expect([config.JWT_ISSUER, config.JWT_AUDIENCE, config.ACCESS_TOKEN_TTL_SECONDS]).toEqual([
      'vitae',
      'vitae',
      900,
    ]);
  });

  it('reads "false" as false, not as a non-empty string', () => {
    expect(loadConfig(identityConfigSchema, { SIGNUPS_DISABLED: 'false' }).SIGNUPS_DISABLED).toBe(
      false,
    );
  });
});
