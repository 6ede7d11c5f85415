import { Button, Flex, Stack } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { useEdit, useReadOnly, useResume } from '../../hooks/builder-context';
import { PaneColumn, PaneRail, type RailEntry, usePaneNavigation } from '../pane-rail';
import { BasicsSection } from './basics/basics-section';
import { ItemDialog, type ItemDialogTarget } from './sections/item-dialog';
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

/** The custom sections' ids, in the order they were made (a stable list for the selector). */
function useCustomIds(): string[] {
  const custom = useResume((data) => data.sections.custom);
  return Object.keys(custom);
}

/**
 * The builder's left pane (docs/product.md#panes): Basics, Summary, the twelve item
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
  const customIds = useCustomIds();
  const names = useResume((data) => data.sections);

  const refs: SectionRef[] = [...paneSectionKeys.map(builtInRef), ...customIds.map(customRef)];
  const rail: RailEntry[] = [
    { id: 'basics', label: intl.formatMessage(messages.basics), icon: sectionIcons.basics },
    { id: 'summary', label: names.summary.name, icon: sectionIcons.summary },
    ...refs.map((section) => ({
      id: anchorId(section),
      label:
        section.kind === 'custom'
          ? (names.custom[section.layoutId.slice('custom.'.length)]?.name ?? '')
          : names[section.kind].name,
      icon: sectionIcons[section.kind],
    })),
  ];

  function addSection() {
    const id = newId();
    edit((data) => addCustomSection(data, id));
    // Show the new section once it is drawn.
    requestAnimationFrame(() => select(anchorId(customRef(id))));
  }

  return (
    <Flex ref={ref} height="full" width="full" minWidth="0" minHeight="0">
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
        <Stack gap="0">
          <BasicsSection />
          <SummarySection />
          {refs.map((section) => (
            <ItemSection key={section.layoutId} section={section} onOpen={setDialog} />
          ))}
        </Stack>
        <Button mt="6" width="full" variant="surface" disabled={readOnly} onClick={addSection}>
          <Plus aria-hidden />
          {intl.formatMessage(messages.addSection)}
        </Button>
      </PaneColumn>
      <ItemDialog target={readOnly ? null : dialog} onClose={() => setDialog(null)} />
    </Flex>
  );
}
