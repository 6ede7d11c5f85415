import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level, so equal documents give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    return `[${value.map(canonicalJson).join(',')}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The render cache key of a resume (ResumeChanged.content_hash): hex SHA-256
 * of its data, which includes the template. Keys are sorted first because
 * jsonb does not keep the order a document was written in.
 */
export function contentHash(data: unknown): string {
  return createHash('sha256').update(canonicalJson(data)).digest('hex');
}
