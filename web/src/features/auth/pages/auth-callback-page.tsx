/** Interim page: replaced by the auth feature's own page. */
export function AuthCallbackPage() {
  return <main><h1>AuthCallbackPage</h1></main>;
}
