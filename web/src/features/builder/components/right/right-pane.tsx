import { Flex, Stack } from '@chakra-ui/react';
import {
  BriefcaseBusiness,
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
  ScanSearch,
  Share2,
  Type,
} from 'lucide-react';
import { type ComponentType, useMemo } from 'react';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';

import { type DeferredSection, useDeferredSections } from '../deferred-sections';
import { PaneColumn, PaneRail, usePaneNavigation } from '../pane-rail';
import { TemplateSection } from './template/template-section';

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
  job: { id: 'builder.rightPane.job', defaultMessage: 'Job' },
  notes: { id: 'builder.rightPane.notes', defaultMessage: 'Notes' },
  information: { id: 'builder.rightPane.information', defaultMessage: 'Information' },
  ats: { id: 'builder.rightPane.ats', defaultMessage: 'ATS check' },
});

type Tool = {
  id: string;
  label: MessageDescriptor;
  icon: LucideIcon;
  /** The section's code; the template gallery, on screen when the builder opens, has none: it comes with the pane. */
  load?: () => Promise<ComponentType>;
};

/** Right pane (docs/product.md#panes), in order; each section renders `#section-{id}`. */
const tools: Tool[] = [
  { id: 'template', label: messages.template, icon: LayoutTemplate },
  {
    id: 'layout',
    label: messages.layout,
    icon: LayoutDashboard,
    load: async () => (await import('./layout/layout-section')).LayoutSection,
  },
  {
    id: 'typography',
    label: messages.typography,
    icon: Type,
    load: async () => (await import('./typography/typography-section')).TypographySection,
  },
  {
    id: 'theme',
    label: messages.theme,
    icon: Palette,
    load: async () => (await import('./theme/theme-section')).ThemeSection,
  },
  {
    id: 'page',
    label: messages.page,
    icon: FileText,
    load: async () => (await import('./page/page-section')).PageSection,
  },
  {
    id: 'sharing',
    label: messages.sharing,
    icon: Share2,
    load: async () => (await import('./sharing/sharing-section')).SharingSection,
  },
  {
    id: 'statistics',
    label: messages.statistics,
    icon: ChartLine,
    load: async () => (await import('./statistics/statistics-section')).StatisticsSection,
  },
  {
    id: 'export',
    label: messages.export,
    icon: Download,
    load: async () => (await import('./export/export-section')).ExportSection,
  },
  {
    id: 'ats',
    label: messages.ats,
    icon: ScanSearch,
    load: async () => (await import('./ats/ats-section')).AtsSection,
  },
  {
    id: 'history',
    label: messages.history,
    icon: History,
    load: async () => (await import('./history/history-section')).HistorySection,
  },
  {
    id: 'job',
    label: messages.job,
    icon: BriefcaseBusiness,
    load: async () => (await import('./job/job-section')).JobSection,
  },
  {
    id: 'notes',
    label: messages.notes,
    icon: NotebookPen,
    load: async () => (await import('./notes/notes-section')).NotesSection,
  },
  {
    id: 'information',
    label: messages.information,
    icon: Info,
    load: async () => (await import('./information/information-section')).InformationSection,
  },
];

/**
 * The builder's right pane (docs/product.md#panes): the design tools in one scrolling column
 * and, on its outer edge, a slim rail of icons that scrolls to each. Dragged to
 * its 48 px minimum, only the rail shows. Every section after the template
 * gallery loads and is drawn as it comes near the screen (deferred-sections.tsx).
 */
export function RightPane() {
  const intl = useIntl();
  const { ref, scrollRef, narrow, select } = usePaneNavigation();
  const deferred = useMemo(
    () =>
      tools.flatMap(({ id, label, icon: Icon, load }): DeferredSection[] =>
        load ? [{ id, title: intl.formatMessage(label), icon: <Icon size={18} />, load }] : [],
      ),
    [intl],
  );
  const { content, reveal } = useDeferredSections(deferred, scrollRef);

  return (
    <Flex ref={ref} height="full" width="full" minWidth="0" minHeight="0">
      <PaneColumn scrollRef={scrollRef} narrow={narrow}>
        <Stack gap="0">
          <TemplateSection />
          {content}
        </Stack>
      </PaneColumn>
      <PaneRail
        label={intl.formatMessage(messages.rail)}
        entries={tools.map((tool) => ({ ...tool, label: intl.formatMessage(tool.label) }))}
        edge="end"
        narrow={narrow}
        onSelect={(id) => void reveal(id).then(() => select(id))}
      />
    </Flex>
  );
}
