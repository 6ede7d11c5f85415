/** Interim page: replaced by the auth feature's own page. */
export function VerifyOtpPage() {
  return <main><h1>VerifyOtpPage</h1></main>;
}
