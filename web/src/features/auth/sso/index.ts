// Single sign-on with a Keycloak realm (or any OpenID Connect issuer): docs/auth.md.
export { registerSsoLogout } from './sso-logout';
export { SsoSignInButton, type SsoSignInButtonProps } from './SsoSignInButton';
export { type SingleSignOn, useSingleSignOn } from './use-single-sign-on';
