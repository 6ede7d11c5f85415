/** Interim page: replaced by the public feature's own page. */
export function PublicResumePage() {
  return <main><h1>PublicResumePage</h1></main>;
}
