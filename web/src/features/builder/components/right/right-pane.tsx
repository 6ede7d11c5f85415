import { Flex, Stack } from '@chakra-ui/react';
import {
  ChartLine,
  Download,
  FileText,
  History,
  Info,
  LayoutDashboard,
  LayoutTemplate,
  type LucideIcon,
  NotebookPen,
  Palette,
  Share2,
  Type,
} from 'lucide-react';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';

import { PaneColumn, PaneRail, usePaneNavigation } from '../pane-rail';
import { ExportSection } from './export/export-section';
import { HistorySection } from './history/history-section';
import { InformationSection } from './information/information-section';
import { LayoutSection } from './layout/layout-section';
import { NotesSection } from './notes/notes-section';
import { PageSection } from './page/page-section';
import { SharingSection } from './sharing/sharing-section';
import { StatisticsSection } from './statistics/statistics-section';
import { TemplateSection } from './template/template-section';
import { ThemeSection } from './theme/theme-section';
import { TypographySection } from './typography/typography-section';

const messages = defineMessages({
  rail: { id: 'builder.rightPane.rail', defaultMessage: 'Design tools' },
  template: { id: 'builder.rightPane.template', defaultMessage: 'Template' },
  layout: { id: 'builder.rightPane.layout', defaultMessage: 'Layout' },
  typography: { id: 'builder.rightPane.typography', defaultMessage: 'Typography' },
  theme: { id: 'builder.rightPane.theme', defaultMessage: 'Theme' },
  page: { id: 'builder.rightPane.page', defaultMessage: 'Page' },
  sharing: { id: 'builder.rightPane.sharing', defaultMessage: 'Sharing' },
  statistics: { id: 'builder.rightPane.statistics', defaultMessage: 'Statistics' },
  export: { id: 'builder.rightPane.export', defaultMessage: 'Export' },
  history: { id: 'builder.rightPane.history', defaultMessage: 'History' },
  notes: { id: 'builder.rightPane.notes', defaultMessage: 'Notes' },
  information: { id: 'builder.rightPane.information', defaultMessage: 'Information' },
});

type Tool = { id: string; label: MessageDescriptor; icon: LucideIcon };

/** Right pane (docs/product.md#panes), in order; each section renders `#section-{id}`. */
const tools: Tool[] = [
  { id: 'template', label: messages.template, icon: LayoutTemplate },
  { id: 'layout', label: messages.layout, icon: LayoutDashboard },
  { id: 'typography', label: messages.typography, icon: Type },
  { id: 'theme', label: messages.theme, icon: Palette },
  { id: 'page', label: messages.page, icon: FileText },
  { id: 'sharing', label: messages.sharing, icon: Share2 },
  { id: 'statistics', label: messages.statistics, icon: ChartLine },
  { id: 'export', label: messages.export, icon: Download },
  { id: 'history', label: messages.history, icon: History },
  { id: 'notes', label: messages.notes, icon: NotebookPen },
  { id: 'information', label: messages.information, icon: Info },
];

/**
 * The builder's right pane (docs/product.md#panes): the design tools in one scrolling column
 * and, on its outer edge, a slim rail of icons that scrolls to each. Dragged to
 * its 48 px minimum, only the rail shows.
 */
export function RightPane() {
  const intl = useIntl();
  const { ref, scrollRef, narrow, select } = usePaneNavigation();

  return (
    <Flex ref={ref} height="full" width="full" minWidth="0" minHeight="0">
      <PaneColumn scrollRef={scrollRef} narrow={narrow}>
        <Stack gap="0">
          <TemplateSection />
          <LayoutSection />
          <TypographySection />
          <ThemeSection />
          <PageSection />
          <SharingSection />
          <StatisticsSection />
          <ExportSection />
          <HistorySection />
          <NotesSection />
          <InformationSection />
        </Stack>
      </PaneColumn>
      <PaneRail
        label={intl.formatMessage(messages.rail)}
        entries={tools.map((tool) => ({ ...tool, label: intl.formatMessage(tool.label) }))}
        edge="end"
        narrow={narrow}
        onSelect={select}
      />
    </Flex>
  );
}
