import { type IdentityConfig } from '../config';

/** The sign-in methods a deployment can offer (docs/product.md#permissions, plus generic OpenID Connect). */
export const authProviders = ['email', 'github', 'google', 'oidc'] as const;
export type AuthProvider = (typeof authProviders)[number];

/** Lists the providers this deployment is configured for, in a stable order. */
export function configuredProviders(config: IdentityConfig): AuthProvider[] {
  const enabled: Record<AuthProvider, boolean> = {
    email: !config.EMAIL_AUTH_DISABLED,
    github: Boolean(config.GITHUB_CLIENT_ID),
    google: Boolean(config.GOOGLE_CLIENT_ID),
    oidc: Boolean(config.OIDC_ISSUER && config.OIDC_CLIENT_ID),
  };
  return authProviders.filter((provider) => enabled[provider]);
}
