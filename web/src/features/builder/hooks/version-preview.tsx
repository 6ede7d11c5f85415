import { type ResumeData } from '@vitae/schema';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

/** A version shown in the preview instead of the present document (read-only). */
export type ViewedVersion = { id: string; number: number; name: string | null; data: ResumeData };

type VersionPreview = {
  viewing: ViewedVersion | null;
  view: (version: ViewedVersion) => void;
  back: () => void;
};

const VersionPreviewContext = createContext<VersionPreview>({
  viewing: null,
  view: () => undefined,
  back: () => undefined,
});

/**
 * The History panel's "View" (docs/web.md#the-history-panel): the preview
 * draws a version until "Back to current"; the document and its editors are
 * untouched meanwhile.
 */
export function VersionPreviewProvider({ children }: { children: ReactNode }) {
  const [viewing, setViewing] = useState<ViewedVersion | null>(null);
  const value = useMemo(
    () => ({ viewing, view: setViewing, back: () => setViewing(null) }),
    [viewing],
  );
  return <VersionPreviewContext.Provider value={value}>{children}</VersionPreviewContext.Provider>;
}

export function useVersionPreview(): VersionPreview {
  return useContext(VersionPreviewContext);
}
