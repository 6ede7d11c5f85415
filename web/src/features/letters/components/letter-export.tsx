import { Button, Stack } from '@chakra-ui/react';
import { FileJson, Printer } from 'lucide-react';
import { useIntl } from 'react-intl';

import { useKit } from '../hooks/builder-kit';
import { useLetterMeta } from '../hooks/letter-context';
import { useDownloadLetterPdf } from '../hooks/use-download-letter-pdf';
import { useExportLetterJson } from '../hooks/use-export-letter-json';
import { letterMessages as messages } from './letter-messages';

/**
 * The design pane's Export (docs/letters.md#the-letter-builder): Download PDF
 * and Export JSON, each of the letter as it is on screen (after the pending
 * save); a locked letter exports too.
 */
export function LetterExport() {
  const intl = useIntl();
  const { id } = useLetterMeta();
  const saving = useKit().useSaving();
  const pdf = useDownloadLetterPdf(id, saving.whenSaved);
  const json = useExportLetterJson(id, saving.whenSaved);
  return (
    <Stack gap="2">
      <Button
        variant="solid"
        width="full"
        loading={pdf.printing}
        onClick={() => void pdf.download()}
      >
        <Printer aria-hidden />
        {intl.formatMessage(messages.download)}
      </Button>
      <Button
        variant="outline"
        width="full"
        loading={json.exporting}
        onClick={() => void json.exportJson()}
      >
        <FileJson aria-hidden />
        {intl.formatMessage(messages.exportJson)}
      </Button>
    </Stack>
  );
}
