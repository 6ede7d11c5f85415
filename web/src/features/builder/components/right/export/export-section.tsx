import { Box, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { Download, FileJson, FileText } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { useResumeMeta, useResumeStore } from '../../../hooks/builder-context';
import { useDownloadPdf } from '../../../hooks/use-download-pdf';
import { PaneSection } from '../../pane-section';
import { downloadResumeJson } from './export-json';

const messages = defineMessages({
  title: { id: 'builder.export.title', defaultMessage: 'Export' },
  json: { id: 'builder.export.json', defaultMessage: 'JSON' },
  jsonHint: {
    id: 'builder.export.jsonHint',
    defaultMessage: 'A copy of your data to keep, or to import into Vitae again later.',
  },
  pdf: { id: 'builder.export.pdf', defaultMessage: 'PDF' },
  pdfHint: {
    id: 'builder.export.pdfHint',
    defaultMessage: 'A print-ready file to send to recruiters or print.',
  },
});

function ExportButton({
  title,
  hint,
  icon,
  busy = false,
  onClick,
}: {
  title: string;
  hint: string;
  icon: ReactNode;
  busy?: boolean;
  onClick: () => void;
}) {
  const id = useId();
  return (
    <Button
      variant="outline"
      height="auto"
      py="3"
      px="3"
      justifyContent="flex-start"
      textAlign="start"
      whiteSpace="normal"
      gap="3"
      onClick={onClick}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-hint`}
    >
      <Box
        as="span"
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        boxSize="10"
        borderRadius="l2"
        bg="brand.subtle"
        color="brand.fg"
        flexShrink={0}
        aria-hidden
      >
        {busy ? <Spinner size="sm" /> : icon}
      </Box>
      <Stack as="span" gap="0.5" flex="1" minWidth="0">
        <Text as="span" id={`${id}-title`} fontWeight="semibold">
          {title}
        </Text>
        <Text as="span" id={`${id}-hint`} textStyle="xs" color="fg.muted" fontWeight="normal">
          {hint}
        </Text>
      </Stack>
      <Box as="span" color="fg.muted" display="inline-flex" aria-hidden>
        <Download size={16} />
      </Box>
    </Button>
  );
}

/** Export (docs/product.md#design-tools and #export): the resume data as `{id}.json`, and the PDF through the print route. */
export function ExportSection() {
  const intl = useIntl();
  const store = useResumeStore();
  const { id } = useResumeMeta();
  const { download, printing } = useDownloadPdf(id);

  return (
    <PaneSection
      id="export"
      title={intl.formatMessage(messages.title)}
      icon={<Download size={18} />}
    >
      <Stack gap="3">
        <ExportButton
          title={intl.formatMessage(messages.json)}
          hint={intl.formatMessage(messages.jsonHint)}
          icon={<FileJson size={20} />}
          onClick={() => downloadResumeJson(id, store.getData())}
        />
        <ExportButton
          title={intl.formatMessage(messages.pdf)}
          hint={intl.formatMessage(messages.pdfHint)}
          icon={<FileText size={20} />}
          busy={printing}
          onClick={() => void download()}
        />
      </Stack>
    </PaneSection>
  );
}
