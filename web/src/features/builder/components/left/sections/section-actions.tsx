import {
  Button,
  CloseButton,
  Dialog,
  Field,
  HStack,
  IconButton,
  Input,
  Menu,
  Portal,
  Text,
} from '@chakra-ui/react';
import { type ResumeData } from '@vitae/schema';
import { limits } from '@vitae/schema';
import {
  Columns3,
  EllipsisVertical,
  Eye,
  EyeOff,
  PencilLine,
  RotateCcw,
  Trash2,
} from 'lucide-react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';

import { useSchemaForm } from '../../../../../lib/forms/use-schema-form';
import { errorColor } from '../../../../../ui/text-field';
import { useEdit, useReadOnly, useResume } from '../../../hooks/builder-context';
import { renameFormMessages, renameFormSchema } from '../../../lib/rename-form';
import { getIn, setIn } from '../../../lib/resume-store';
import { messages, valueMessages } from './messages';
import { PaginationMenuItems } from './pagination-menu-items';

type Header = {
  name: string;
  visible: boolean;
  columns: number;
  keepTogether?: boolean;
  breakBefore?: boolean;
};

export type SectionActionsProps = {
  /** The section's path in the document (`sections.experience`, `sections.custom.<id>`). */
  path: string;
  /** Columns 1–5 (item sections; the summary has none). */
  withColumns?: boolean;
  /** Empties the section (one undo step). */
  onReset: () => void;
  /** Removes the section; only custom sections have it (docs/product.md#section-actions). */
  onRemove?: () => void;
};

const columnChoices = Array.from(
  { length: limits.columns.max - limits.columns.min + 1 },
  (_, index) => limits.columns.min + index,
);

/**
 * A section's header actions (docs/product.md#item-lists and #section-actions): the visible toggle and a
 * menu with Rename, Columns 1–5, Keep together, Start on a new page
 * (docs/templates.md#pagination), Reset and Remove (enabled for custom sections only).
 */
export function SectionActions({
  path,
  withColumns = true,
  onReset,
  onRemove,
}: SectionActionsProps) {
  const intl = useIntl();
  const edit = useEdit();
  const readOnly = useReadOnly();
  // Each part alone: typing in the section's items changes the section, not these.
  const header = (data: ResumeData) => getIn(data, path) as Header | undefined;
  const name = useResume((data) => header(data)?.name ?? '');
  const visible = useResume((data) => header(data)?.visible ?? true);
  const columns = useResume((data) => header(data)?.columns ?? 1);
  const keepTogether = useResume((data) => header(data)?.keepTogether === true);
  const breakBefore = useResume((data) => header(data)?.breakBefore === true);
  const [renaming, setRenaming] = useState(false);

  function onSelect(value: string) {
    if (value === 'rename') {
      setRenaming(true);
    } else if (value === 'reset') {
      onReset();
    } else if (value === 'remove') {
      onRemove?.();
    }
  }

  return (
    <HStack gap="0.5" flexShrink={0}>
      <IconButton
        variant="ghost"
        size="sm"
        color={visible ? 'fg.muted' : 'fg.subtle'}
        disabled={readOnly}
        aria-pressed={!visible}
        aria-label={intl.formatMessage(
          visible ? valueMessages.hideSection : valueMessages.showSection,
          {
            name,
          },
        )}
        onClick={() => edit((data) => setIn(data, `${path}.visible`, !visible))}
      >
        {visible ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
      </IconButton>
      <Menu.Root
        positioning={{ placement: 'bottom-end' }}
        onSelect={({ value }) => onSelect(value)}
      >
        <Menu.Trigger asChild>
          <IconButton
            variant="ghost"
            size="sm"
            color="fg.muted"
            disabled={readOnly}
            aria-label={intl.formatMessage(valueMessages.sectionMenu, { name })}
          >
            <EllipsisVertical aria-hidden />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minWidth="12rem">
              <Menu.Item value="rename">
                <PencilLine size={16} aria-hidden />
                <Text as="span">{intl.formatMessage(messages.rename)}</Text>
              </Menu.Item>
              {withColumns && (
                <Menu.ItemGroup>
                  <Menu.ItemGroupLabel display="flex" alignItems="center" gap="2">
                    <Columns3 size={16} aria-hidden />
                    {intl.formatMessage(messages.columns)}
                  </Menu.ItemGroupLabel>
                  <Menu.RadioItemGroup
                    value={String(columns)}
                    onValueChange={({ value }) =>
                      edit((data) => setIn(data, `${path}.columns`, Number(value)))
                    }
                  >
                    {columnChoices.map((count) => (
                      <Menu.RadioItem key={count} value={String(count)} ps="8">
                        <Text as="span" flex="1">
                          {intl.formatMessage(valueMessages.columnsValue, { count })}
                        </Text>
                        <Menu.ItemIndicator />
                      </Menu.RadioItem>
                    ))}
                  </Menu.RadioItemGroup>
                </Menu.ItemGroup>
              )}
              <Menu.Separator />
              <PaginationMenuItems
                keepTogether={keepTogether}
                breakBefore={breakBefore}
                onChange={(option, value) =>
                  edit((data) => setIn(data, `${path}.${option}`, value))
                }
              />
              <Menu.Separator />
              <Menu.Item value="reset">
                <RotateCcw size={16} aria-hidden />
                <Text as="span">{intl.formatMessage(messages.reset)}</Text>
              </Menu.Item>
              <Menu.Item
                value="remove"
                disabled={!onRemove}
                color="fg.error"
                _highlighted={{ bg: 'bg.error', color: 'fg.error' }}
              >
                <Trash2 size={16} aria-hidden />
                <Text as="span">{intl.formatMessage(messages.remove)}</Text>
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <RenameDialog
        open={renaming}
        name={name}
        onClose={() => setRenaming(false)}
        onRename={(next) => edit((data) => setIn(data, `${path}.name`, next))}
      />
    </HStack>
  );
}

type RenameDialogProps = {
  open: boolean;
  name: string;
  onClose: () => void;
  onRename: (name: string) => void;
};

function RenameDialog({ open, name, onClose, onRename }: RenameDialogProps) {
  const intl = useIntl();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={({ open: isOpen }) => !isOpen && onClose()}
      placement="center"
      size="sm"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <RenameForm name={name} onClose={onClose} onRename={onRename} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage(messages.close)} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function RenameForm({ name, onClose, onRename }: Omit<RenameDialogProps, 'open'>) {
  const intl = useIntl();
  const formId = useId();
  const form = useSchemaForm(renameFormSchema, {
    defaultValues: { name },
    messages: renameFormMessages,
  });
  const error = form.errorText('name');

  /** The name trimmed; a change is one edit, an unchanged name none. */
  const save = form.handleSubmit(({ name: next }) => {
    if (next !== name) {
      onRename(next);
    }
    onClose();
  });

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{intl.formatMessage(messages.renameTitle)}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={(event) => void save(event)} noValidate>
          <Field.Root invalid={Boolean(error)} required>
            <Field.Label>{intl.formatMessage(messages.renameLabel)}</Field.Label>
            <Input
              {...form.register('name')}
              autoComplete="off"
              onFocus={(event) => event.target.select()}
            />
            {error && <Field.ErrorText color={errorColor}>{error}</Field.ErrorText>}
          </Field.Root>
        </form>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{intl.formatMessage(messages.cancel)}</Button>
        </Dialog.ActionTrigger>
        <Button type="submit" form={formId}>
          {intl.formatMessage(messages.save)}
        </Button>
      </Dialog.Footer>
    </>
  );
}
