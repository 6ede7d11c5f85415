/** Interim page: replaced by the builder feature's own page. */
export function BuilderPage() {
  return <main><h1>BuilderPage</h1></main>;
}
