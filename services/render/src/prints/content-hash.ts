import { createHash } from 'node:crypto';

import { resumeContentHash } from '@vitae/service-kit';

/**
 * The render cache key of content whose resume content hash (the kit's
 * `resumeContentHash`, which resume also writes into `ResumeChanged`) is
 * `resumeHash`, drawn by the artboard build `buildId`.
 */
export function cacheKeyOf(resumeHash: string, buildId: string): string {
  return createHash('sha256').update(`${buildId}\n${resumeHash}`).digest('hex').slice(0, 32);
}

/**
 * The render cache key (docs/render.md): the resume's content hash (its
 * document, the template included, without the private notes) with the
 * artboard build. The same resume drawn by the same build is the same file,
 * so it is printed once; a new build or any edit prints anew. The title only
 * names the download and is not part of it: the owner's copy and the public
 * one share one file.
 */
export function contentHash(data: unknown, buildId: string): string {
  // A request asks for the key of the same document several times (cache, job id).
  const remembered = data && typeof data === 'object' ? hashes.get(data) : undefined;
  if (remembered?.buildId === buildId) {
    return remembered.hash;
  }
  const hash = cacheKeyOf(resumeContentHash(data), buildId);
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
