/** Interim page: replaced by the auth feature's own page. */
export function ResetPasswordPage() {
  return <main><h1>ResetPasswordPage</h1></main>;
}
