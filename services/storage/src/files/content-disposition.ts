/**
 * `inline; filename="..."; filename*=UTF-8''...` (RFC 6266): browsers open the
 * PDF in a tab and save it under the resume's name, accents and all; older
 * clients read the ASCII fallback. Quotes, backslashes and control characters
 * never reach the header.
 */
export function contentDisposition(fileName: string): string {
  const clean =
    [...fileName]
      .filter((char) => char >= ' ' && char !== '\u007f')
      .join('')
      .trim() || 'resume';
  const fallback = clean.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
