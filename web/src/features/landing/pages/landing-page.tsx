/** Interim page: replaced by the landing feature's own page. */
export function LandingPage() {
  return <main><h1>LandingPage</h1></main>;
}
