import { Box } from '@chakra-ui/react';
import { useCallback } from 'react';

import {
  useEdit,
  useReadOnly,
  useResume,
  useResumeField,
  useUndoRedo,
} from '../../../hooks/builder-context';
import { setIn } from '../../../lib/resume-store';
import { PaneSection } from '../../pane-section';
import { RichTextEditor } from '../../rich-text/rich-text-editor';
import { SectionActions } from './section-actions';
import { sectionIcons } from './section-icons';

/** The summary (docs/product.md#sections: its content is rich text), edited in place. */
export function SummarySection() {
  const edit = useEdit();
  const name = useResume((data) => data.sections.summary.name);
  const visible = useResume((data) => data.sections.summary.visible);
  const Icon = sectionIcons.summary;

  return (
    <PaneSection
      id="summary"
      title={name}
      icon={<Icon size={18} />}
      actions={
        <SectionActions
          path="sections.summary"
          withColumns={false}
          onReset={() => edit((data) => setIn(data, 'sections.summary.content', ''))}
        />
      }
    >
      <Box opacity={visible ? 1 : 0.6}>
        <SummaryEditor label={name} />
      </Box>
    </PaneSection>
  );
}

/**
 * The summary's editor, apart from its section so a key typed draws this alone,
 * not the section's heading and menu (docs/performance.md#typing-in-the-rich-text-editor).
 */
function SummaryEditor({ label }: { label: string }) {
  const edit = useEdit();
  const readOnly = useReadOnly();
  const [content, setContent] = useResumeField<string>('sections.summary.content');
  const { undo, redo, canUndo, canRedo } = useUndoRedo();
  const rewrite = useCallback(
    (html: string) =>
      edit((data) => setIn(data, 'sections.summary.content', html), { checkpoint: 'aiRewrite' }),
    [edit],
  );
  return (
    <RichTextEditor
      id="summary-content"
      label={label}
      value={content}
      readOnly={readOnly}
      onChange={setContent}
      // One history for the whole builder: the editor's Ctrl+Z is the builder's.
      onUndo={undo}
      onRedo={redo}
      canUndo={canUndo}
      canRedo={canRedo}
      // An AI rewrite is an undo step of its own.
      onRewrite={rewrite}
    />
  );
}
