import { useEffect, useState } from 'react';

import { ownOriginImage, remoteImagePath } from '../content/own-origin-image';

/**
 * Storage copies a remote image after the resume holding it is saved, so in
 * the builder a new picture URL may be asked for before storage knows it:
 * it is asked again after these delays before the picture is left out.
 */
const retryDelaysMs = [1_500, 4_000, 10_000];

/**
 * The source to draw an image from ({@link ownOriginImage}) and what to do
 * when it fails: the image is left out (the template draws no picture rather
 * than a broken one), and a copy storage may not have yet is asked again.
 */
export function useOwnOriginImage(url: string): { src: string | undefined; onError: () => void } {
  const src = ownOriginImage(url);
  const [state, setState] = useState({ src, tries: 0, failed: false });
  const current = state.src === src ? state : { src, tries: 0, failed: false };
  const retries = src.startsWith(remoteImagePath) && current.tries < retryDelaysMs.length;

  useEffect(() => {
    if (!current.failed || !retries) {
      return undefined;
    }
    const timer = setTimeout(
      () => setState({ src, tries: current.tries + 1, failed: false }),
      retryDelaysMs[current.tries],
    );
    return () => clearTimeout(timer);
  }, [current.failed, current.tries, retries, src]);

  return {
    src: current.failed ? undefined : current.tries === 0 ? src : `${src}&attempt=${current.tries}`,
    onError: () => setState({ src, tries: current.tries, failed: true }),
  };
}
