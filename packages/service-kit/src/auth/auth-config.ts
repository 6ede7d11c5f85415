import { z } from 'zod';

import { envUrl } from '../config';
import { type JwtVerifierOptions } from './jwt';

/**
 * The variables a service that checks access tokens reads; spread into its
 * config schema beside `commonConfigShape`. Identity signs with the same
 * issuer and audience and publishes its keys at `JWKS_URL`.
 */
export const authConfigShape = {
  JWKS_URL: envUrl.default('http://127.0.0.1:4001/.well-known/jwks.json'),
  JWT_ISSUER: z.string().min(1, { error: 'expected the access-token issuer' }).default('vitae'),
  JWT_AUDIENCE: z.string().min(1, { error: 'expected the access-token audience' }).default('vitae'),
};

/** The settings `authConfigShape` parses to. */
export type AuthConfig = { JWKS_URL: string; JWT_ISSUER: string; JWT_AUDIENCE: string };

/** The verifier options for `startService({ auth })` from a parsed config. */
export function jwtVerifierOptions(config: AuthConfig): JwtVerifierOptions {
  return { jwksUrl: config.JWKS_URL, issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE };
}
