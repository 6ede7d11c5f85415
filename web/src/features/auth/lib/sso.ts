// Single sign-on with a Keycloak realm (or any OpenID Connect issuer): docs/auth.md.
export { SsoSignInButton, type SsoSignInButtonProps } from '../components/sso-sign-in-button';
export { type SingleSignOn, useSingleSignOn } from '../hooks/use-single-sign-on';
export { registerSsoLogout } from './sso-logout';
