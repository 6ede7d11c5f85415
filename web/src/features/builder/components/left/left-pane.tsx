import { Button, Flex, Stack } from '@chakra-ui/react';
import { ArrowLeft, Plus } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';

import { mirrorInRtl } from '../../../../ui/direction';
import { useEdit, useReadOnly, useResume } from '../../hooks/builder-context';
import { PendingSection, useDrawnInTurn } from '../deferred-sections';
import { LeftPaneEmptyHint } from '../empty-resume-hint';
import { PaneColumn, PaneRail, type RailEntry, usePaneNavigation } from '../pane-rail';
import { BasicsSection } from './basics/basics-section';
import { type ItemDialogTarget } from './sections/item-dialog';
import { ItemSection } from './sections/item-section';
import { messages, valueMessages } from './sections/messages';
import { sectionIcons } from './sections/section-icons';
import {
  addCustomSection,
  anchorId,
  builtInRef,
  customRef,
  newId,
  paneSectionKeys,
  type SectionRef,
} from './sections/section-model';
import { SummarySection } from './sections/summary-section';

// The item dialog and its fields load when it first opens (docs/performance.md "Web app").
const ItemDialog = lazy(async () => ({
  default: (await import('./sections/item-dialog')).ItemDialog,
}));

const paneMessages = defineMessages({
  back: { id: 'builder.leftPane.back', defaultMessage: 'Back to the dashboard' },
});

/**
 * Every section's name by its key (`summary`, `experience`, `custom.<id>`). The
 * selector gives a string, so typing in a section (which makes a new sections
 * object) does not draw the pane again; only a rename does.
 */
function useSectionNames(): Record<string, string> {
  const key = useResume((data) => {
    const { custom, ...builtIn } = data.sections;
    const names: Record<string, string> = {};
    for (const [kind, section] of Object.entries(builtIn)) {
      names[kind] = section.name;
    }
    for (const [id, section] of Object.entries(custom)) {
      names[`custom.${id}`] = section.name;
    }
    return JSON.stringify(names);
  });
  return useMemo(() => JSON.parse(key) as Record<string, string>, [key]);
}

/** The custom sections' ids, in the order they were made (a stable list for the selector). */
function useCustomIds(): string[] {
  const ids = useResume((data) => Object.keys(data.sections.custom).join(' '));
  return useMemo(() => (ids ? ids.split(' ') : []), [ids]);
}

/**
 * The builder's left pane (docs/product.md#panes): a link back to the dashboard
 * at its top (the first stop of the keyboard in the pane), then Basics, Summary, the twelve item
 * sections, the custom sections and "Add a new section" in one scrolling
 * column, beside a slim rail of icons that scrolls to each. Dragged to its
 * 48 px minimum, only the rail shows.
 */
export function LeftPane() {
  const intl = useIntl();
  const edit = useEdit();
  const readOnly = useReadOnly();
  const { ref, scrollRef, narrow, select } = usePaneNavigation();
  const [dialog, setDialog] = useState<ItemDialogTarget | null>(null);
  // The dialog stays once opened: it keeps its last item while it fades out.
  const [dialogUsed, setDialogUsed] = useState(false);
  if (dialog && !dialogUsed) {
    setDialogUsed(true);
  }
  const customIds = useCustomIds();
  const names = useSectionNames();

  const refs: SectionRef[] = [...paneSectionKeys.map(builtInRef), ...customIds.map(customRef)];
  // Basics and the summary first; the item sections in the tasks after (deferred-sections.tsx).
  const drawn = useDrawnInTurn(refs.length);
  const rail: RailEntry[] = [
    { id: 'basics', label: intl.formatMessage(messages.basics), icon: sectionIcons.basics },
    { id: 'summary', label: names.summary ?? '', icon: sectionIcons.summary },
    ...refs.map((section) => ({
      id: anchorId(section),
      label:
        section.kind === 'custom' ? (names[section.layoutId] ?? '') : (names[section.kind] ?? ''),
      icon: sectionIcons[section.kind],
    })),
  ];

  function addSection() {
    const id = newId();
    edit((data) => addCustomSection(data, id));
    // Show the new section once it is drawn.
    requestAnimationFrame(() => select(anchorId(customRef(id))));
  }

  const back = intl.formatMessage(paneMessages.back);

  return (
    <Flex ref={ref} direction="column" height="full" width="full" minWidth="0" minHeight="0">
      <Flex
        flexShrink={0}
        px={narrow ? '1' : '2'}
        py="2"
        borderBottomWidth="1px"
        justify={narrow ? 'center' : 'flex-start'}
      >
        {/* Only the arrow fits a narrow pane: its name is then its aria-label. */}
        <Button
          asChild
          variant="ghost"
          size="sm"
          px={narrow ? '0' : undefined}
          justifyContent="flex-start"
        >
          <Link to="/dashboard" aria-label={narrow ? back : undefined}>
            <ArrowLeft aria-hidden className={mirrorInRtl} />
            {narrow ? null : back}
          </Link>
        </Button>
      </Flex>
      <Flex flex="1" width="full" minWidth="0" minHeight="0">
        <PaneRail
          label={intl.formatMessage(messages.railLabel)}
          entries={rail.map((entry) => ({
            ...entry,
            label: intl.formatMessage(valueMessages.goTo, { name: entry.label }),
          }))}
          edge="start"
          narrow={narrow}
          onSelect={select}
        />
        <PaneColumn scrollRef={scrollRef} narrow={narrow}>
          <LeftPaneEmptyHint />
          <Stack gap="0">
            <BasicsSection />
            <SummarySection />
            {refs.map((section, index) => {
              if (index < drawn) {
                return <ItemSection key={section.layoutId} section={section} onOpen={setDialog} />;
              }
              const Icon = sectionIcons[section.kind];
              const entry = rail[index + 2]!;
              return (
                <PendingSection
                  key={section.layoutId}
                  section={{ id: entry.id, title: entry.label, icon: <Icon size={18} /> }}
                />
              );
            })}
          </Stack>
          <Button mt="6" width="full" variant="surface" disabled={readOnly} onClick={addSection}>
            <Plus aria-hidden />
            {intl.formatMessage(messages.addSection)}
          </Button>
        </PaneColumn>
      </Flex>
      {dialogUsed && (
        <Suspense fallback={null}>
          <ItemDialog target={readOnly ? null : dialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </Flex>
  );
}
