import { createHash } from 'node:crypto';

import { resumeContentHash } from '@vitae/service-kit';

import { type DocumentKind } from './document-kind';
import { type PrintVariant } from './print-variant';

/**
 * The render cache key of content whose resume content hash (the kit's
 * `resumeContentHash`, which resume also writes into `ResumeChanged`) is
 * `resumeHash`, drawn by the artboard build `buildId`. A letter's document is
 * hashed the same way (its private notes are in `metadata.notes` too).
 */
export function cacheKeyOf(
  resumeHash: string,
  buildId: string,
  variant: PrintVariant = 'designed',
  kind: DocumentKind = 'resume',
): string {
  // The designed print's key is the one it always had; the plain version's holds its name
  // too, and a letter's its kind, so no resume's key is ever a letter's.
  const drawn = kind === 'letter' ? '\nletter' : variant === 'designed' ? '' : `\n${variant}`;
  return createHash('sha256')
    .update(`${buildId}\n${resumeHash}${drawn}`)
    .digest('hex')
    .slice(0, 32);
}

/**
 * The render cache key (docs/render.md): the resume's content hash (its
 * document, the template included, without the private notes) with the
 * artboard build. The same resume drawn by the same build is the same file,
 * so it is printed once; a new build or any edit prints anew. The title only
 * names the download and is not part of it: the owner's copy and the public
 * one share one file. The plain version (docs/render.md#the-plain-version) has
 * a key of its own, so a designed PDF is never served for it, nor the reverse;
 * so has a letter (docs/render.md#cover-letters).
 */
export function contentHash(
  data: unknown,
  buildId: string,
  variant: PrintVariant = 'designed',
  kind: DocumentKind = 'resume',
): string {
  // A request asks for the key of the same document several times (cache, job id).
  const remembered = data && typeof data === 'object' ? hashes.get(data) : undefined;
  if (remembered?.buildId === buildId) {
    return cacheKeyOf(remembered.resumeHash, buildId, variant, kind);
  }
  const resumeHash = resumeContentHash(data);
  if (data && typeof data === 'object') {
    hashes.set(data, { buildId, resumeHash });
  }
  return cacheKeyOf(resumeHash, buildId, variant, kind);
}

/**
 * Keys already computed, by document object. A document is not changed after
 * it reached render (it is parsed from a request or a job), so its key stays true.
 */
const hashes = new WeakMap<object, { buildId: string; resumeHash: string }>();
