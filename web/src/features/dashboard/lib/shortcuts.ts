/** A keyboard shortcut of docs/product.md#defaults-and-limits: a letter with shift, or with ctrl (⌘ on a Mac). */
export type Shortcut = { key: string; shift?: boolean; mod?: boolean };

export const shortcuts = {
  resumes: { key: 'r', shift: true },
  settings: { key: 's', shift: true },
  logout: { key: 'q', shift: true },
  newResume: { key: 'n', mod: true },
  importResume: { key: 'i', mod: true },
} as const satisfies Record<string, Shortcut>;

type KeyLike = Pick<KeyboardEvent, 'key' | 'code' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>;

/**
 * Whether a key press is the shortcut. The letter is read from the physical key
 * when it is a letter key, so shift+R is shift+R on any keyboard layout.
 */
export function matchesShortcut(event: KeyLike, shortcut: Shortcut): boolean {
  const letter = /^Key[A-Z]$/.test(event.code) ? event.code.slice(3) : event.key;
  if (letter.toLowerCase() !== shortcut.key || event.altKey) {
    return false;
  }
  const mod = event.ctrlKey || event.metaKey;
  return Boolean(shortcut.mod) === mod && Boolean(shortcut.shift) === event.shiftKey;
}

/**
 * Whether the key press is someone typing: in a text field, a text area, a
 * select or editable content. Shortcuts stay out of their way.
 */
export function isTyping(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) {
    return false;
  }
  if (target.isContentEditable || target.closest('[contenteditable="true"]')) {
    return true;
  }
  if (target instanceof HTMLInputElement) {
    const notText = ['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'];
    return !notText.includes(target.type);
  }
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}
