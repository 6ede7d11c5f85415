/**
 * The letters an avatar shows without a picture: the first letters of the first
 * and last words of the name ("Ada King Lovelace" → "AL"), one for a one-word name.
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) {
    return '';
  }
  const first = [...words[0]][0] ?? '';
  const last = words.length > 1 ? ([...words[words.length - 1]][0] ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase();
}
