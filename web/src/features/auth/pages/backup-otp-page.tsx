/** Interim page: replaced by the auth feature's own page. */
export function BackupOtpPage() {
  return <main><h1>BackupOtpPage</h1></main>;
}
