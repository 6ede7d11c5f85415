/** Interim page: replaced by the auth feature's own page. */
export function LoginPage() {
  return <main><h1>LoginPage</h1></main>;
}
