/** Interim page: replaced by the dashboard feature's own page. */
export function ResumesPage() {
  return <main><h1>ResumesPage</h1></main>;
}
