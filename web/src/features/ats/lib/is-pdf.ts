/**
 * Whether the bytes are a PDF: `%PDF-` within the first kilobyte, where
 * readers look for it (some writers put a few bytes before it). A Word file, a
 * picture or a text file renamed to .pdf is not one.
 */
export function isPdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}
