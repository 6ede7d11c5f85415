import { useEffect, useState } from 'react';

/** Below the app's md breakpoint (768 px) the resume is reflowed for reading (docs/product.md#public-resume-page). */
const narrowQuery = '(max-width: 767.98px)';

/** Whether the window is as narrow as a phone's, kept up to date. */
export function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia(narrowQuery).matches);
  useEffect(() => {
    const query = window.matchMedia(narrowQuery);
    const change = () => setNarrow(query.matches);
    change();
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return narrow;
}
