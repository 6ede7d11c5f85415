/** Interim page: replaced by the settings feature's own page. */
export function SettingsPage() {
  return <main><h1>SettingsPage</h1></main>;
}
