import { Box } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';

import type { BuilderKit } from '../../builder/builder-kit';
import { useKit } from '../hooks/builder-kit';
import { useLetterStore } from '../hooks/letter-context';
import { letterDesignStore } from '../lib/letter-design-store';
import { letterMessages as messages } from './letter-messages';

type DesignSections = Awaited<ReturnType<BuilderKit['loadDesignSections']>>;

/**
 * Typography, Theme and Page (with the letter's language) in the design pane
 * (docs/letters.md#the-letter-builder): the resume builder's own sections,
 * pointed at the letter, whose every change there gives it a design of its own
 * (lib/letter-design-store.ts). Their code comes as the resume builder's right
 * pane loads it; until then each is its heading.
 */
export function LetterDesignTools() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const kit = useKit();
  const store = useLetterStore();
  const design = useMemo(() => letterDesignStore(store, kit.setIn), [store, kit.setIn]);
  const [sections, setSections] = useState<DesignSections | null>(null);

  useEffect(() => {
    let cancelled = false;
    void kit.loadDesignSections().then((loaded) => {
      if (!cancelled) {
        setSections(loaded);
      }
    });
    return () => {
      cancelled = true;
    };
  }, [kit]);

  if (!sections) {
    const { PaneSection } = kit;
    // Each heading keeps its icon's place, drawn with the section: importing the
    // icons here would split them out of the resume builder's page (builder-kit.ts).
    const iconPlace = <Box boxSize="18px" />;
    return (
      <>
        <PaneSection id="typography" title={t(messages.typography)} icon={iconPlace} pending>
          {null}
        </PaneSection>
        <PaneSection id="theme" title={t(messages.theme)} icon={iconPlace} pending>
          {null}
        </PaneSection>
        <PaneSection id="page" title={t(messages.page)} icon={iconPlace} pending>
          {null}
        </PaneSection>
      </>
    );
  }
  const { TypographySection, ThemeSection, PageSection, DesignStoreProvider } = sections;
  return (
    <DesignStoreProvider store={design}>
      <TypographySection />
      <ThemeSection />
      <PageSection
        fitting={false}
        language={{ label: t(messages.language), hint: t(messages.languageHint) }}
      />
    </DesignStoreProvider>
  );
}
