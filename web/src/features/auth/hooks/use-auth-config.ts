import { useEffect, useState } from 'react';

import { type AuthConfig, fetchAuthConfig } from '../lib/sso-config';

export type { AuthConfig };

/** What the forms assume when the server cannot say: email sign-in, no providers. */
const fallback: AuthConfig = { providers: ['email'], signupsDisabled: false, sso: null };

/**
 * The sign-in configuration (`GET /api/auth/config`: providers, signupsDisabled,
 * sso), or null while it is on its way. Asked once per page load, shared with
 * single sign-on; when the server cannot be asked, the email form is offered.
 */
export function useAuthConfig(): AuthConfig | null {
  const [config, setConfig] = useState<AuthConfig | null>(null);
  useEffect(() => {
    let current = true;
    void fetchAuthConfig()
      .catch(() => fallback)
      .then((loaded) => current && setConfig(loaded));
    return () => {
      current = false;
    };
  }, []);
  return config;
}
