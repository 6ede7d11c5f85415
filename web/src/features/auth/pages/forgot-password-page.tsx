/** Interim page: replaced by the auth feature's own page. */
export function ForgotPasswordPage() {
  return <main><h1>ForgotPasswordPage</h1></main>;
}
