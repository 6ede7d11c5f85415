import { Button, Text } from '@chakra-ui/react';
import { type LayoutPage, type ResumeData } from '@vitae/schema';
import { LayoutDashboard, Plus, RotateCcw } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';

import { useEdit, useReadOnly, useResume } from '../../../hooks/builder-context';
import { setIn } from '../../../lib/resume-store';
import { PaneSection } from '../../pane-section';
import { LayoutGrid } from './layout-grid';
import { layoutMessages as messages } from './layout-messages';
import { addPage, normalizeLayout, resetLayout, sameLayout } from './layout-model';
import { customLayoutIds } from './section-names';

const selectLayout = (data: ResumeData) => data.metadata.layout;
const selectSections = (data: ResumeData) => data.sections;

/**
 * The Layout tool of the design pane (docs/product.md#layout and #metadata):
 * each page as a main column and a sidebar, sections dragged between columns
 * and pages on one react-grid-layout grid (two grid columns per page), pages
 * added and removed, Reset Layout. Each change is one undo step.
 */
export function LayoutSection() {
  const intl = useIntl();
  const layout = useResume(selectLayout);
  const sections = useResume(selectSections);
  const readOnly = useReadOnly();
  const edit = useEdit();
  const pages = useMemo(() => normalizeLayout(layout), [layout]);

  /** One layout change as one undo step; a change that changes nothing is no step. */
  const change = useCallback(
    (next: (pages: LayoutPage[]) => LayoutPage[]) =>
      edit((data) => {
        const updated = next(normalizeLayout(data.metadata.layout));
        return sameLayout(updated, data.metadata.layout)
          ? data
          : setIn(data, 'metadata.layout', updated);
      }),
    [edit],
  );

  return (
    <PaneSection
      id="layout"
      title={intl.formatMessage(messages.title)}
      icon={<LayoutDashboard size={18} />}
      actions={
        <Button
          size="xs"
          variant="outline"
          disabled={readOnly}
          onClick={() => change((current) => resetLayout(current, customLayoutIds(sections)))}
        >
          <RotateCcw aria-hidden />
          {intl.formatMessage(messages.reset)}
        </Button>
      }
    >
      <Text fontSize="sm" color="fg.muted" mb="3">
        {intl.formatMessage(messages.hint)}
      </Text>
      <LayoutGrid pages={pages} sections={sections} readOnly={readOnly} onChange={change} />
      <Button
        mt="3"
        width="full"
        size="sm"
        variant="outline"
        borderStyle="dashed"
        disabled={readOnly}
        onClick={() => change(addPage)}
      >
        <Plus aria-hidden />
        {intl.formatMessage(messages.addPage)}
      </Button>
    </PaneSection>
  );
}
