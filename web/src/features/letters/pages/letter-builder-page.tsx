import { useEffect, useState } from 'react';
import { useParams } from 'react-router';

import { PageSpinner } from '../../../app/routes/guards';
import { LetterLayout } from '../components/letter-layout';
import { LetterSaving } from '../components/letter-saving';
import { BuilderKitProvider, useLoadBuilderKit } from '../hooks/builder-kit';
import { LetterStoreProvider } from '../hooks/letter-context';
import { useBuilderLetter } from '../hooks/use-builder-letter';
import { letterDraftStore, type OpenedLetter, openLetter } from '../lib/letter-store';

/**
 * `/letters/{id}`: the cover letter's builder (docs/letters.md#the-letter-builder).
 * Loads the letter first (else /dashboard/letters), restores an unsaved draft
 * of it, then shows the fields, the preview and the design pane.
 */
export function LetterBuilderPage() {
  const { id = '' } = useParams();
  const letter = useBuilderLetter(id);
  const kit = useLoadBuilderKit();
  const [opened, setOpened] = useState<OpenedLetter | null>(null);

  useEffect(() => {
    if (!kit || !letter || opened?.store.getState().meta.id === letter.id) {
      return;
    }
    let cancelled = false;
    void letterDraftStore(kit)
      .get(letter.id)
      .then((draft) => {
        if (!cancelled) {
          setOpened(openLetter(kit, letter, draft));
        }
      });
    return () => {
      cancelled = true;
    };
  }, [kit, letter, opened]);

  if (!kit || !opened || opened.store.getState().meta.id !== id) {
    return <PageSpinner />;
  }
  return (
    <BuilderKitProvider kit={kit}>
      <LetterStoreProvider store={opened.store}>
        <LetterSaving
          store={opened.store}
          version={opened.version}
          restoredEdits={opened.restoredEdits}
        >
          <LetterLayout />
        </LetterSaving>
      </LetterStoreProvider>
    </BuilderKitProvider>
  );
}
