/**
 * This tab's name for the history (docs/resume.md#history: `save.clientId`):
 * made once per tab and kept in its sessionStorage, so a reload keeps it and
 * another tab has its own. The history panel says "this tab" for its versions.
 */
const key = 'vitae-client-id';
let fallback: string | null = null;

function newId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Math.random().toString(36).slice(2) + Date.now().toString(36);
}

export function clientId(): string {
  try {
    let id = sessionStorage.getItem(key);
    if (!id) {
      id = newId();
      sessionStorage.setItem(key, id);
    }
    return id;
  } catch {
    // Storage refused (a private mode): one id for this page's life.
    fallback ??= newId();
    return fallback;
  }
}
