const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** A ProseMirror key name ("Mod-Shift-z") as shown ("Ctrl+Shift+Z", "⌘⇧Z" on a Mac). */
export function shortcutLabel(keys: string): string {
  const parts = keys.split('-').map((part) => {
    switch (part) {
      case 'Mod':
        return isMac ? '⌘' : 'Ctrl';
      case 'Shift':
        return isMac ? '⇧' : 'Shift';
      case 'Alt':
        return isMac ? '⌥' : 'Alt';
      default:
        return part.length === 1 ? part.toUpperCase() : part;
    }
  });
  return parts.join(isMac ? '' : '+');
}

/** The same for `aria-keyshortcuts` ("Control+Shift+Z", "Meta+Shift+Z"). */
export function ariaShortcut(keys: string): string {
  return keys
    .split('-')
    .map((part) => {
      if (part === 'Mod') {
        return isMac ? 'Meta' : 'Control';
      }
      return part.length === 1 ? part.toUpperCase() : part;
    })
    .join('+');
}
