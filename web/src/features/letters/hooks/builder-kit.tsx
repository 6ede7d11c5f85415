import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

import type { BuilderKit } from '../../builder/builder-kit';

const KitContext = createContext<BuilderKit | null>(null);

/**
 * The resume builder's pieces the letter builder uses, loaded with the builder
 * page's chunk (builder-kit.ts says why); null until they have come.
 */
export function useLoadBuilderKit(): BuilderKit | null {
  const [kit, setKit] = useState<BuilderKit | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('../../builder/pages/builder-page').then((module) => {
      if (!cancelled) {
        setKit(module.builderKit);
      }
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return kit;
}

export function BuilderKitProvider({ kit, children }: { kit: BuilderKit; children: ReactNode }) {
  return <KitContext.Provider value={kit}>{children}</KitContext.Provider>;
}

/** The resume builder's pieces (inside the letter builder). */
export function useKit(): BuilderKit {
  const kit = useContext(KitContext);
  if (!kit) {
    throw new Error('useKit is used outside the letter builder');
  }
  return kit;
}
