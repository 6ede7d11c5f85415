import { createHash } from 'node:crypto';

/**
 * Appends `value` as JSON with object keys sorted to `out`, so the same
 * document always gives the same text. Written into one list of pieces
 * rather than a string per nested value: a resume has hundreds of values,
 * and this runs for every print asked for.
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
  const text: string[] = [buildId, '\n', String(template), '\n'];
  writeCanonical({ ...document, metadata }, text);
  return createHash('sha256').update(text.join('')).digest('hex').slice(0, 32);
}
