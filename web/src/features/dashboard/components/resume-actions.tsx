import { IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import {
  BriefcaseBusiness,
  Copy,
  EllipsisVertical,
  FolderOpen,
  Lock,
  LockOpen,
  Mail,
  PencilLine,
  Trash2,
} from 'lucide-react';
import { type ComponentType, Fragment, type ReactElement } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { type ResumeSummaryFieldsFragment as ResumeSummary } from '../../../lib/graphql/generated/graphql';

/** What a resume's context menu offers (docs/product.md#dashboard). */
export type ResumeAction =
  'open' | 'rename' | 'duplicate' | 'copyForJob' | 'writeLetter' | 'lock' | 'delete';

/** What a letter's menu offers: a resume's actions that apply to a letter (docs/product.md#letter-list). */
export type LetterAction = Exclude<ResumeAction, 'copyForJob' | 'writeLetter'>;

const resumeActions: readonly ResumeAction[] = [
  'open',
  'rename',
  'duplicate',
  'copyForJob',
  'writeLetter',
  'lock',
  'delete',
];
const letterActions: readonly LetterAction[] = ['open', 'rename', 'duplicate', 'lock', 'delete'];

const messages = defineMessages({
  open: { id: 'dashboard.resumeMenu.open', defaultMessage: 'Open' },
  rename: { id: 'dashboard.resumeMenu.rename', defaultMessage: 'Rename' },
  duplicate: { id: 'dashboard.resumeMenu.duplicate', defaultMessage: 'Duplicate' },
  copyForJob: { id: 'dashboard.resumeMenu.copyForJob', defaultMessage: 'Copy for a job' },
  writeLetter: { id: 'dashboard.resumeMenu.writeLetter', defaultMessage: 'Write a letter' },
  lock: { id: 'dashboard.resumeMenu.lock', defaultMessage: 'Lock' },
  unlock: { id: 'dashboard.resumeMenu.unlock', defaultMessage: 'Unlock' },
  delete: { id: 'dashboard.resumeMenu.delete', defaultMessage: 'Delete' },
});

const moreMessages = defineMessages<{ more: { title: string } }>({
  more: { id: 'dashboard.resumeMenu.more', defaultMessage: 'More actions for {title}' },
});

type Icon = ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;

const icons: Record<Exclude<ResumeAction, 'lock'>, Icon> = {
  open: FolderOpen,
  rename: PencilLine,
  duplicate: Copy,
  copyForJob: BriefcaseBusiness,
  writeLetter: Mail,
  delete: Trash2,
};

/** What the menu needs of a resume or a letter. */
type MenuDocument = { title: string; locked: boolean };

type ItemsProps = { document: MenuDocument; actions: readonly ResumeAction[] };

/** The menu's items; a locked document cannot be renamed or deleted, so those wait for Unlock. */
function DocumentMenuItems({ document, actions }: ItemsProps) {
  const intl = useIntl();
  return (
    <Menu.Content minWidth="12rem">
      {actions.map((action) => {
        if (action === 'lock') {
          return (
            <Menu.Item key={action} value="lock">
              {document.locked ? (
                <LockOpen size={16} aria-hidden />
              ) : (
                <Lock size={16} aria-hidden />
              )}
              <Text as="span">
                {intl.formatMessage(document.locked ? messages.unlock : messages.lock)}
              </Text>
            </Menu.Item>
          );
        }
        const ActionIcon = icons[action];
        const danger = action === 'delete';
        return (
          <Fragment key={action}>
            {danger && <Menu.Separator />}
            <Menu.Item
              value={action}
              disabled={(action === 'rename' || danger) && document.locked}
              {...(danger && {
                color: 'fg.error',
                _highlighted: { bg: 'bg.error', color: 'fg.error' },
              })}
            >
              <ActionIcon size={16} aria-hidden />
              <Text as="span">{intl.formatMessage(messages[action])}</Text>
            </Menu.Item>
          </Fragment>
        );
      })}
    </Menu.Content>
  );
}

/** The menu of a resume (its actions) or of a letter (those that apply to it). */
type DocumentMenuProps<T extends MenuDocument, A extends ResumeAction> = {
  document: T;
  actions: readonly A[];
  onAction: (action: A, document: T) => void;
};

function onSelect<T extends MenuDocument, A extends ResumeAction>({
  document,
  actions,
  onAction,
}: DocumentMenuProps<T, A>) {
  return ({ value }: { value: string }) => {
    const action = actions.find((entry) => entry === value);
    if (action) {
      onAction(action, document);
    }
  };
}

/** The visible "more" button that opens the menu, for the keyboard and touch. */
function DocumentMoreMenu<T extends MenuDocument, A extends ResumeAction>(
  props: DocumentMenuProps<T, A>,
) {
  const intl = useIntl();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={onSelect(props)}>
      <Menu.Trigger asChild>
        <IconButton
          size="xs"
          variant="subtle"
          aria-label={intl.formatMessage(moreMessages.more, { title: props.document.title })}
        >
          <EllipsisVertical aria-hidden />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <DocumentMenuItems document={props.document} actions={props.actions} />
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** The same menu on a right click (or a long press) anywhere on the tile. */
function DocumentContextMenu<T extends MenuDocument, A extends ResumeAction>({
  children,
  ...props
}: DocumentMenuProps<T, A> & { children: ReactElement }) {
  return (
    <Menu.Root onSelect={onSelect(props)}>
      <Menu.ContextTrigger asChild>{children}</Menu.ContextTrigger>
      <Portal>
        <Menu.Positioner>
          <DocumentMenuItems document={props.document} actions={props.actions} />
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

export type ResumeMenuProps = {
  resume: ResumeSummary;
  onAction: (action: ResumeAction, resume: ResumeSummary) => void;
};

/** A resume's "more" button and its menu. */
export function ResumeMoreMenu({ resume, onAction }: ResumeMenuProps) {
  return <DocumentMoreMenu document={resume} actions={resumeActions} onAction={onAction} />;
}

export type ResumeContextMenuProps = ResumeMenuProps & { children: ReactElement };

/** A resume's menu on a right click (or a long press) anywhere on its tile. */
export function ResumeContextMenu({ resume, onAction, children }: ResumeContextMenuProps) {
  return (
    <DocumentContextMenu document={resume} actions={resumeActions} onAction={onAction}>
      {children}
    </DocumentContextMenu>
  );
}

export type LetterMenuProps<T extends MenuDocument> = {
  letter: T;
  onAction: (action: LetterAction, letter: T) => void;
};

/** A letter's "more" button and its menu. */
export function LetterMoreMenu<T extends MenuDocument>({ letter, onAction }: LetterMenuProps<T>) {
  return <DocumentMoreMenu document={letter} actions={letterActions} onAction={onAction} />;
}

/** A letter's menu on a right click (or a long press) anywhere on its tile. */
export function LetterContextMenu<T extends MenuDocument>({
  letter,
  onAction,
  children,
}: LetterMenuProps<T> & { children: ReactElement }) {
  return (
    <DocumentContextMenu document={letter} actions={letterActions} onAction={onAction}>
      {children}
    </DocumentContextMenu>
  );
}
