import { Box } from '@chakra-ui/react';

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
  const readOnly = useReadOnly();
  const name = useResume((data) => data.sections.summary.name);
  const visible = useResume((data) => data.sections.summary.visible);
  const [content, setContent] = useResumeField<string>('sections.summary.content');
  const { undo, redo, canUndo, canRedo } = useUndoRedo();
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
        <RichTextEditor
          id="summary-content"
          label={name}
          value={content}
          readOnly={readOnly}
          onChange={setContent}
          // One history for the whole builder: the editor's Ctrl+Z is the builder's.
          onUndo={undo}
          onRedo={redo}
          canUndo={canUndo}
          canRedo={canRedo}
          // An AI rewrite is an undo step of its own.
          onRewrite={(html) =>
            edit((data) => setIn(data, 'sections.summary.content', html), {
              checkpoint: 'aiRewrite',
            })
          }
        />
      </Box>
    </PaneSection>
  );
}
