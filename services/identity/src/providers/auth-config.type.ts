import { Field, ObjectType } from 'type-graphql';

import { type AuthProvider } from './auth-providers';

@ObjectType('SsoConfig', {
  description:
    'The realm the web app signs in to with keycloak-js (check-sso); keycloakUrl and realm are null for an issuer that is not a Keycloak realm.',
})
export class SsoConfig {
  @Field(() => String, { description: 'The OpenID Connect issuer (OIDC_ISSUER).' })
  issuer!: string;

  @Field(() => String, { description: "The realm's public client (OIDC_SSO_CLIENT_ID)." })
  clientId!: string;

  @Field(() => String, { nullable: true, description: "Keycloak's base URL, before /realms/." })
  keycloakUrl!: string | null;

  @Field(() => String, { nullable: true })
  realm!: string | null;
}

@ObjectType('AuthConfig', { description: 'How people can sign in here (GET /api/auth/config).' })
export class AuthConfig {
  @Field(() => [String], { description: 'email, github, google, oidc: what is configured.' })
  providers!: readonly AuthProvider[];

  @Field(() => Boolean)
  signupsDisabled!: boolean;

  @Field(() => SsoConfig, { nullable: true, description: 'Null without single sign-on.' })
  sso!: SsoConfig | null;
}
