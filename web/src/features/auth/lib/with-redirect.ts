/**
 * A path that carries the `redirect` parameter along (the login page's link to
 * register, the way on to the second factor), so the person still ends where
 * they were going. The guests-only guard checks the value before it is used.
 */
export function withRedirect(path: string, redirect: string | null): string {
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}
