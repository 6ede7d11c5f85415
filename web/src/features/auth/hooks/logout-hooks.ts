type LogoutHook = () => Promise<void> | void;

const hooks = new Set<LogoutHook>();

/**
 * Registers work that must happen when a person logs out (ending a single
 * sign-on realm's session, clearing local drafts). Returns the unregister call.
 */
export function onLogout(hook: LogoutHook): () => void {
  hooks.add(hook);
  return () => hooks.delete(hook);
}

/** Runs every hook; one that fails does not stop the others or the logout. */
export async function runLogoutHooks(): Promise<void> {
  await Promise.allSettled([...hooks].map(async (hook) => hook()));
}
