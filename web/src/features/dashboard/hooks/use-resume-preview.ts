import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';

import { ResumePreviewDocument } from '../../../lib/graphql/generated/graphql';

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
 * The preview image of a resume's first page: the resume's `previewUrl`
 * (`GET /api/resume/print/{id}/preview` to scripts) is the stored image's URL,
 * once render has drawn it (docs/product.md#calls).
 */
export function useResumePreview(id: string, updatedAt: string): PreviewState {
  const client = useApolloClient();
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
    client
      .query({
        query: ResumePreviewDocument,
        variables: { id },
        // Asked once per version here (`drawn`); the cache would only hold a stale URL.
        fetchPolicy: 'no-cache',
        context: { fetchOptions: { signal: controller.signal } },
      })
      .then(({ data }) => {
        if (!data) {
          throw new Error('No preview');
        }
        const url = data.resume.previewUrl;
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
  }, [client, id, key, updatedAt]);

  return state;
}
