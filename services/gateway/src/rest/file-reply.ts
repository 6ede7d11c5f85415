/** A file a REST route answers with instead of JSON: its name, type and bytes. */
export type FileAnswer = { fileName: string; contentType: string; body: Buffer };

/**
 * `Content-Disposition: attachment` naming `fileName` (RFC 6266): a plain
 * ASCII `filename` for old clients (other characters as `_`, no quotes or
 * backslashes) and `filename*` with the whole name in UTF-8, percent-encoded
 * (RFC 8187), which browsers prefer. No header can be split or injected: both
 * forms hold only printable ASCII.
 */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
