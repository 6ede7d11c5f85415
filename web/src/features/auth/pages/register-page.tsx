/** Interim page: replaced by the auth feature's own page. */
export function RegisterPage() {
  return <main><h1>RegisterPage</h1></main>;
}
