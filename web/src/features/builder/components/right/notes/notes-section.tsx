import { HStack, Stack, Text } from '@chakra-ui/react';
import { EyeOff, NotebookPen } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';

import { useEdit, useReadOnly, useResumeField, useUndoRedo } from '../../../hooks/builder-context';
import { setIn } from '../../../lib/resume-store';
import { PaneSection } from '../../pane-section';
import { RichTextEditor } from '../../rich-text/rich-text-editor';

const messages = defineMessages({
  title: { id: 'builder.notes.title', defaultMessage: 'Notes' },
  label: { id: 'builder.notes.label', defaultMessage: 'Notes' },
  hint: {
    id: 'builder.notes.hint',
    defaultMessage:
      'Your private notes for this resume: who you sent it to, what to change next. They are never shown on the resume.',
  },
});

/** Notes (docs/product.md#design-tools and #metadata): private rich text, never drawn on the resume. */
export function NotesSection() {
  const intl = useIntl();
  const readOnly = useReadOnly();
  const [notes, setNotes] = useResumeField<string>('metadata.notes');
  const { undo, redo, canUndo, canRedo } = useUndoRedo();
  const edit = useEdit();

  return (
    <PaneSection
      id="notes"
      title={intl.formatMessage(messages.title)}
      icon={<NotebookPen size={18} />}
    >
      <Stack gap="3">
        <HStack align="flex-start" gap="2" color="fg.muted" textStyle="sm">
          <EyeOff size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text>{intl.formatMessage(messages.hint)}</Text>
        </HStack>
        <RichTextEditor
          id="builder-notes"
          value={notes ?? ''}
          onChange={setNotes}
          label={intl.formatMessage(messages.label)}
          readOnly={readOnly}
          // One history for the whole builder: the editor's Ctrl+Z is the builder's.
          onUndo={undo}
          onRedo={redo}
          canUndo={canUndo}
          canRedo={canRedo}
          // An AI rewrite is an undo step of its own.
          onRewrite={(html) =>
            edit((data) => setIn(data, 'metadata.notes', html), { checkpoint: 'aiRewrite' })
          }
        />
      </Stack>
    </PaneSection>
  );
}
