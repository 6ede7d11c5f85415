import { IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import {
  BriefcaseBusiness,
  Copy,
  EllipsisVertical,
  FolderOpen,
  Lock,
  LockOpen,
  PencilLine,
  Trash2,
} from 'lucide-react';
import { type ReactElement } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { type ResumeSummaryFieldsFragment as ResumeSummary } from '../../../lib/graphql/generated/graphql';

/** What a resume's context menu offers (docs/product.md#dashboard). */
export type ResumeAction = 'open' | 'rename' | 'duplicate' | 'copyForJob' | 'lock' | 'delete';

const messages = defineMessages({
  open: { id: 'dashboard.resumeMenu.open', defaultMessage: 'Open' },
  rename: { id: 'dashboard.resumeMenu.rename', defaultMessage: 'Rename' },
  duplicate: { id: 'dashboard.resumeMenu.duplicate', defaultMessage: 'Duplicate' },
  copyForJob: { id: 'dashboard.resumeMenu.copyForJob', defaultMessage: 'Copy for a job' },
  lock: { id: 'dashboard.resumeMenu.lock', defaultMessage: 'Lock' },
  unlock: { id: 'dashboard.resumeMenu.unlock', defaultMessage: 'Unlock' },
  delete: { id: 'dashboard.resumeMenu.delete', defaultMessage: 'Delete' },
});

const moreMessages = defineMessages<{ more: { title: string } }>({
  more: { id: 'dashboard.resumeMenu.more', defaultMessage: 'More actions for {title}' },
});

function isAction(value: string): value is ResumeAction {
  return ['open', 'rename', 'duplicate', 'copyForJob', 'lock', 'delete'].includes(value);
}

type ItemsProps = { resume: ResumeSummary };

/** The menu's items; a locked resume cannot be renamed or deleted, so those wait for Unlock. */
function ResumeMenuItems({ resume }: ItemsProps) {
  const intl = useIntl();
  return (
    <Menu.Content minWidth="12rem">
      <Menu.Item value="open">
        <FolderOpen size={16} aria-hidden />
        <Text as="span">{intl.formatMessage(messages.open)}</Text>
      </Menu.Item>
      <Menu.Item value="rename" disabled={resume.locked}>
        <PencilLine size={16} aria-hidden />
        <Text as="span">{intl.formatMessage(messages.rename)}</Text>
      </Menu.Item>
      <Menu.Item value="duplicate">
        <Copy size={16} aria-hidden />
        <Text as="span">{intl.formatMessage(messages.duplicate)}</Text>
      </Menu.Item>
      <Menu.Item value="copyForJob">
        <BriefcaseBusiness size={16} aria-hidden />
        <Text as="span">{intl.formatMessage(messages.copyForJob)}</Text>
      </Menu.Item>
      <Menu.Item value="lock">
        {resume.locked ? <LockOpen size={16} aria-hidden /> : <Lock size={16} aria-hidden />}
        <Text as="span">{intl.formatMessage(resume.locked ? messages.unlock : messages.lock)}</Text>
      </Menu.Item>
      <Menu.Separator />
      <Menu.Item
        value="delete"
        disabled={resume.locked}
        color="fg.error"
        _highlighted={{ bg: 'bg.error', color: 'fg.error' }}
      >
        <Trash2 size={16} aria-hidden />
        <Text as="span">{intl.formatMessage(messages.delete)}</Text>
      </Menu.Item>
    </Menu.Content>
  );
}

export type ResumeMenuProps = {
  resume: ResumeSummary;
  onAction: (action: ResumeAction, resume: ResumeSummary) => void;
};

/** The visible "more" button that opens the menu, for the keyboard and touch. */
export function ResumeMoreMenu({ resume, onAction }: ResumeMenuProps) {
  const intl = useIntl();
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => isAction(value) && onAction(value, resume)}
    >
      <Menu.Trigger asChild>
        <IconButton
          size="xs"
          variant="subtle"
          aria-label={intl.formatMessage(moreMessages.more, { title: resume.title })}
        >
          <EllipsisVertical aria-hidden />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <ResumeMenuItems resume={resume} />
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

export type ResumeContextMenuProps = ResumeMenuProps & { children: ReactElement };

/** The same menu on a right click (or a long press) anywhere on the resume's tile. */
export function ResumeContextMenu({ resume, onAction, children }: ResumeContextMenuProps) {
  return (
    <Menu.Root onSelect={({ value }) => isAction(value) && onAction(value, resume)}>
      <Menu.ContextTrigger asChild>{children}</Menu.ContextTrigger>
      <Portal>
        <Menu.Positioner>
          <ResumeMenuItems resume={resume} />
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
