import { useEffect, useState } from 'react';

import { api } from '../../../lib/api/client';

export type PreviewState =
  { status: 'drawing' } | { status: 'ready'; src: string } | { status: 'failed' };

/** Previews already drawn this visit, by resume and version: switching views asks again for none. */
const drawn = new Map<string, string>();

/** The URL of the stored image with a cache-busting query for this version of the resume. */
function withCacheBuster(url: string, version: string): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}v=${encodeURIComponent(version)}`;
}

/**
 * The preview image of a resume's first page: `GET /api/resume/print/{id}/preview`
 * answers the stored image's URL once render has drawn it (SPEC §7).
 */
export function useResumePreview(id: string, updatedAt: string): PreviewState {
  const key = `${id}@${updatedAt}`;
  const [state, setState] = useState<PreviewState>(() => {
    const src = drawn.get(key);
    return src ? { status: 'ready', src } : { status: 'drawing' };
  });

  useEffect(() => {
    const known = drawn.get(key);
    if (known) {
      setState({ status: 'ready', src: known });
      return;
    }
    setState({ status: 'drawing' });
    const controller = new AbortController();
    api<{ url: string }>(`/resume/print/${encodeURIComponent(id)}/preview`, {
      signal: controller.signal,
    })
      .then(({ url }) => {
        const src = withCacheBuster(url, updatedAt);
        drawn.set(key, src);
        setState({ status: 'ready', src });
      })
      .catch(() => {
        if (!controller.signal.aborted) {
          setState({ status: 'failed' });
        }
      });
    return () => controller.abort();
  }, [id, key, updatedAt]);

  return state;
}
