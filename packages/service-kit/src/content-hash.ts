import { createHash } from 'node:crypto';

/**
 * Appends `value` as JSON with object keys sorted to `out`, so the same
 * document always gives the same text whatever order its keys were written
 * in (jsonb does not keep it). Written into one list of pieces rather than a
 * string per nested value: a resume has hundreds of values.
 */
function writeCanonical(value: unknown, out: string[]): void {
  if (Array.isArray(value)) {
    out.push('[');
    for (let index = 0; index < value.length; index += 1) {
      if (index > 0) {
        out.push(',');
      }
      writeCanonical(value[index], out);
    }
    out.push(']');
    return;
  }
  if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    out.push('{');
    let first = true;
    for (const key of Object.keys(object).sort()) {
      const field = object[key];
      if (field === undefined) {
        continue;
      }
      out.push(first ? '' : ',', JSON.stringify(key), ':');
      first = false;
      writeCanonical(field, out);
    }
    out.push('}');
    return;
  }
  out.push(JSON.stringify(value) ?? 'null');
}

/**
 * The content hash of a resume document: hex SHA-256 of the document as
 * canonical JSON (object keys sorted), without its private notes, which are
 * never drawn. The one definition of "the same content": resume writes it
 * into `ResumeChanged.content_hash`, and render's cache key is made of it and
 * the artboard build (docs/render.md, "Cache key"). The owner's document and
 * the public one (notes emptied) have the same hash.
 */
export function resumeContentHash(data: unknown): string {
  const document = (data ?? {}) as { metadata?: Record<string, unknown> };
  const text: string[] = [];
  writeCanonical(
    document.metadata && typeof document.metadata === 'object'
      ? { ...document, metadata: { ...document.metadata, notes: undefined } }
      : document,
    text,
  );
  return createHash('sha256').update(text.join('')).digest('hex');
}
