import { Box, chakra, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Download, FileCode, FileJson, FileText, FileType } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { useResumeMeta, useResumeStore } from '../../../hooks/builder-context';
import { useSaving } from '../../../hooks/saving-context';
import { type DocumentFormat, useDownloadDocument } from '../../../hooks/use-download-document';
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
  plainPdf: { id: 'builder.export.plainPdf', defaultMessage: 'Plain PDF (for ATS portals)' },
  plainPdfHint: {
    id: 'builder.export.plainPdfHint',
    defaultMessage:
      'The same content in one column, without picture or colours, for job portals that misread columns.',
  },
  docx: { id: 'builder.export.docx', defaultMessage: 'Word (DOCX)' },
  docxHint: {
    id: 'builder.export.docxHint',
    defaultMessage: 'An editable document for Word, LibreOffice or Google Docs.',
  },
  markdown: { id: 'builder.export.markdown', defaultMessage: 'Markdown' },
  markdownHint: {
    id: 'builder.export.markdownHint',
    defaultMessage: 'Text with light formatting, for a website or a README.',
  },
  text: { id: 'builder.export.text', defaultMessage: 'Plain text' },
  textHint: {
    id: 'builder.export.textHint',
    defaultMessage:
      'One column of plain text for application forms and applicant tracking systems.',
  },
});

const documents: {
  format: DocumentFormat;
  title: keyof typeof messages;
  hint: keyof typeof messages;
  icon: ReactNode;
}[] = [
  { format: 'docx', title: 'docx', hint: 'docxHint', icon: <FileType size={20} /> },
  { format: 'md', title: 'markdown', hint: 'markdownHint', icon: <FileCode size={20} /> },
  { format: 'txt', title: 'text', hint: 'textHint', icon: <FileText size={20} /> },
];

/**
 * One export: a card whose title is the button and whose hint describes it.
 * The hint sits beside the button, not in it, so the button's name is all the
 * text it shows (WCAG 2.5.3; axe's label-content-name-mismatch); the button's
 * ::after covers the card, so a click anywhere on it exports.
 */
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
  const hintId = useId();
  return (
    <HStack
      position="relative"
      gap="3"
      py="3"
      px="3"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      bg="bg.panel"
      opacity={busy ? 0.6 : undefined}
      _hover={busy ? undefined : { bg: 'bg.subtle' }}
      css={{
        '&:has(button:focus-visible)': {
          outlineWidth: '2px',
          outlineStyle: 'solid',
          outlineColor: 'brand.focusRing',
          outlineOffset: '2px',
        },
      }}
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
      <Stack gap="0.5" flex="1" minWidth="0">
        <chakra.button
          type="button"
          onClick={onClick}
          disabled={busy}
          aria-busy={busy || undefined}
          aria-describedby={hintId}
          textAlign="start"
          textStyle="sm"
          fontWeight="semibold"
          cursor={busy ? 'progress' : 'pointer'}
          outline="none"
          _after={{ content: '""', position: 'absolute', inset: '0', borderRadius: 'l2' }}
        >
          {title}
        </chakra.button>
        <Text id={hintId} textStyle="xs" color="fg.muted">
          {hint}
        </Text>
      </Stack>
      <Box as="span" color="fg.muted" display="inline-flex" aria-hidden>
        <Download size={16} />
      </Box>
    </HStack>
  );
}

/**
 * Export (docs/product.md#design-tools and #export): the resume data as
 * `{id}.json`, the PDF and its plain version for ATS portals
 * (docs/render.md#the-plain-version) through the print route, and Word, Markdown and plain
 * text through the export route (docs/import-export.md#export), after the
 * pending save.
 */
export function ExportSection() {
  const intl = useIntl();
  const store = useResumeStore();
  const { id } = useResumeMeta();
  const saving = useSaving();
  const { download, printing } = useDownloadPdf(id, saving.whenSaved);
  const plain = useDownloadPdf(id, saving.whenSaved, 'plain');
  const { download: downloadDocument, exporting } = useDownloadDocument(id, saving.whenSaved);

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
        <ExportButton
          title={intl.formatMessage(messages.plainPdf)}
          hint={intl.formatMessage(messages.plainPdfHint)}
          icon={<FileText size={20} />}
          busy={plain.printing}
          onClick={() => void plain.download()}
        />
        {documents.map((document) => (
          <ExportButton
            key={document.format}
            title={intl.formatMessage(messages[document.title])}
            hint={intl.formatMessage(messages[document.hint])}
            icon={document.icon}
            busy={exporting === document.format}
            onClick={() => void downloadDocument(document.format)}
          />
        ))}
      </Stack>
    </PaneSection>
  );
}
