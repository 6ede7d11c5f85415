import { type ResumeData } from '@vitae/schema';
import { useEffect, useState } from 'react';

import { useResumeStore } from '../../../hooks/builder-context';

/**
 * The builder's document, at most one new value every `waitMs` (the last edit
 * of a burst always arrives), or null while `enabled` is false. For the
 * gallery's own-resume previews: a dozen small frames need not redraw on every
 * key press.
 */
export function useThrottledResume(enabled: boolean, waitMs = 500): ResumeData | null {
  const store = useResumeStore();
  const [data, setData] = useState<ResumeData | null>(null);

  useEffect(() => {
    if (!enabled) {
      return;
    }
    let last = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const take = () => {
      timer = undefined;
      last = Date.now();
      setData(store.getData());
    };
    take();
    const unsubscribe = store.subscribe(() => {
      if (timer !== undefined) {
        return;
      }
      timer = setTimeout(take, Math.max(0, waitMs - (Date.now() - last)));
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [enabled, store, waitMs]);

  return enabled ? data : null;
}
