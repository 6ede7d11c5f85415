/** Interim page: replaced by the auth feature's own page. */
export function VerifyEmailPage() {
  return <main><h1>VerifyEmailPage</h1></main>;
}
