import { createHash } from 'node:crypto';

/** JSON with object keys sorted, so the same document always gives the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) {
    return `[${value.map(canonical).join(',')}]`;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonical(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

type Metadata = { template?: unknown; notes?: unknown };

/**
 * The render cache key (docs/render.md): a hash of the resume document, its
 * template and the artboard build. The same resume drawn by the same build is
 * the same file, so it is printed once; a new build or any edit prints anew.
 * The title only names the download and the private notes are never drawn,
 * so neither is part of it: the owner's copy and the public one (notes
 * emptied) share one file.
 */
export function contentHash(data: unknown, buildId: string): string {
  // A request asks for the key of the same document several times (cache, job id).
  const remembered = data && typeof data === 'object' ? hashes.get(data) : undefined;
  if (remembered?.buildId === buildId) {
    return remembered.hash;
  }
  const hash = hashOf(data, buildId);
  if (data && typeof data === 'object') {
    hashes.set(data, { buildId, hash });
  }
  return hash;
}

/**
 * Keys already computed, by document object. A document is not changed after
 * it reached render (it is parsed from a request or a job), so its key stays true.
 */
const hashes = new WeakMap<object, { buildId: string; hash: string }>();

function hashOf(data: unknown, buildId: string): string {
  const document = (data ?? {}) as { metadata?: Metadata };
  const metadata = { ...document.metadata, notes: undefined };
  const template = metadata.template ?? 'rhyhorn';
  return createHash('sha256')
    .update(`${buildId}\n${String(template)}\n${canonical({ ...document, metadata })}`)
    .digest('hex')
    .slice(0, 32);
}
