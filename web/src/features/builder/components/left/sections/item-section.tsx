import { Button, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useIntl } from 'react-intl';

import { useEdit, useReadOnly, useResume } from '../../../hooks/builder-context';
import { getIn } from '../../../lib/resume-store';
import { PaneSection } from '../../pane-section';
import { type ItemDialogTarget } from './item-dialog';
import { ItemList } from './item-list';
import { messages } from './messages';
import { SectionActions } from './section-actions';
import { sectionIcons } from './section-icons';
import {
  anchorId,
  type AnyItem,
  removeCustomSection,
  resetItems,
  type SectionRef,
} from './section-model';

type ItemSectionData = { name: string; visible: boolean; items: AnyItem[] };

export type ItemSectionProps = {
  section: SectionRef;
  onOpen: (target: ItemDialogTarget) => void;
};

/**
 * A section of items in the left pane (docs/product.md#item-lists and #section-actions): its renamable
 * name, the visible toggle and menu, the list of items and "Add a new item".
 */
export function ItemSection({ section, onOpen }: ItemSectionProps) {
  const intl = useIntl();
  const edit = useEdit();
  const readOnly = useReadOnly();
  const data = useResume((resume) => getIn(resume, section.path) as ItemSectionData | undefined);
  if (!data) {
    return null;
  }
  const Icon = sectionIcons[section.kind];
  const custom = section.kind === 'custom';

  return (
    <PaneSection
      id={anchorId(section)}
      title={data.name}
      icon={<Icon size={18} />}
      actions={
        <SectionActions
          path={section.path}
          onReset={() => edit((resume) => resetItems(resume, section))}
          onRemove={
            custom
              ? () => edit((resume) => removeCustomSection(resume, section.layoutId))
              : undefined
          }
        />
      }
    >
      <Stack gap="3" opacity={data.visible ? 1 : 0.6}>
        {!data.visible && (
          <Text textStyle="xs" color="fg.muted">
            {intl.formatMessage(messages.sectionHidden)}
          </Text>
        )}
        {data.items.length > 0 ? (
          <ItemList section={section} items={data.items} onOpen={onOpen} />
        ) : (
          <Text
            textStyle="sm"
            color="fg.muted"
            textAlign="center"
            py="4"
            px="3"
            borderWidth="1px"
            borderStyle="dashed"
            borderRadius="l2"
          >
            {intl.formatMessage(messages.empty)}
          </Text>
        )}
        <Button
          variant="outline"
          size="sm"
          width="full"
          borderStyle="dashed"
          disabled={readOnly}
          onClick={() => onOpen({ mode: 'create', section })}
        >
          <Plus aria-hidden />
          {intl.formatMessage(messages.addItem)}
        </Button>
      </Stack>
    </PaneSection>
  );
}
