import { useSyncExternalStore } from 'react';

/** Chakra's `lg` breakpoint (1024 px), where the resume builder shows its three panes. */
const wide = '(min-width: 64rem)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(wide);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the screen is wide enough for the three panes. A media query of its
 * own rather than Chakra's `useBreakpointValue`, which would be split out of the
 * resume builder's chunk into one shared with this route's.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(wide).matches);
}
