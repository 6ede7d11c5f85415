import { type ResumeData } from '@vitae/schema';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';

import { PageSpinner } from '../../../app/routes/guards';
import { loadInterfaceFonts } from '../../../i18n/script-fonts';
import { BuilderLayout } from '../components/builder-layout';
import { BuilderSaving } from '../components/builder-saving';
import { BuilderStoreProvider } from '../hooks/builder-context';
import { type BuilderResume, useBuilderResume } from '../hooks/use-builder-resume';
import { VersionPreviewProvider } from '../hooks/version-preview';
import { type Draft, draftStore } from '../lib/draft-store';
import { createResumeStore, type ResumeStore } from '../lib/resume-store';

type Opened = { store: ResumeStore; version: number; restoredEdits: number };

/**
 * What the builder opens: the stored resume, or this browser's draft of it when
 * one was kept and not yet saved (docs/quality.md#case-2). A draft made on an older version
 * than the stored one is opened too, on its own version, so its first save is
 * refused as stale and the person chooses; a draft is never dropped unseen.
 */
export function openResume(resume: BuilderResume, draft: Draft | undefined): Opened {
  const meta = {
    id: resume.id,
    title: resume.title,
    slug: resume.slug,
    visibility: resume.visibility,
    locked: resume.locked,
    updatedAt: resume.updatedAt,
  };
  const kept = draft && !sameDocument(draft.data, resume.data) ? draft : undefined;
  if (!kept) {
    return {
      store: createResumeStore(meta, resume.data),
      version: resume.version,
      restoredEdits: 0,
    };
  }
  return {
    store: createResumeStore(meta, kept.data),
    version: kept.baseVersion,
    restoredEdits: Math.max(1, kept.edits),
  };
}

function sameDocument(a: ResumeData, b: ResumeData): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * `/builder/{id}` (docs/product.md#builder): loads the resume first (else /dashboard),
 * restores an unsaved draft of it, then shows the three panes.
 */
export function BuilderPage() {
  const { id = '' } = useParams();
  const resume = useBuilderResume(id);
  const [opened, setOpened] = useState<Opened | null>(null);

  useEffect(() => {
    if (!resume || opened?.store.getState().meta.id === resume.id) {
      return;
    }
    let cancelled = false;
    void draftStore.get(resume.id).then((draft) => {
      if (!cancelled) {
        setOpened(openResume(resume, draft));
      }
    });
    return () => {
      cancelled = true;
    };
  }, [resume, opened]);

  // The fields show the resume's own text, which may be in another script than
  // the interface: its fonts are loaded here too, as the preview loads them.
  useEffect(() => {
    if (opened) {
      const data = opened.store.getState().history.present;
      void loadInterfaceFonts(data.metadata.language, JSON.stringify(data));
    }
  }, [opened]);

  if (!opened || opened.store.getState().meta.id !== id) {
    return <PageSpinner />;
  }
  return (
    <BuilderStoreProvider store={opened.store}>
      <BuilderSaving
        store={opened.store}
        version={opened.version}
        restoredEdits={opened.restoredEdits}
      >
        <VersionPreviewProvider>
          <BuilderLayout />
        </VersionPreviewProvider>
      </BuilderSaving>
    </BuilderStoreProvider>
  );
}

// The letter builder's way to the resume builder's pieces, in this page's chunk (builder-kit.ts).
export { builderKit } from '../builder-kit';
