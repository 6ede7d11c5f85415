import { Alert, Button, Dialog, Field, Input, Stack } from '@chakra-ui/react';
import { type ImportIssue } from '@vitae/schema';
import { FileInput } from 'lucide-react';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { describeError } from '../../../lib/errors/describe-error';
import { serverErrorTitle } from '../../../lib/errors/error-messages';
import { toaster } from '../../../ui/toaster';
import {
  type ImportedLetter,
  letterImportBodyLimit,
  useImportLetter,
} from '../hooks/use-import-letter';
import { ImportDialogFrame } from './import-dialog-frame';
import {
  acceptHint,
  messages as importMessages,
  refusalMessages,
  valueMessages,
} from './import-messages';
import { IssueList } from './validation-result';

const messages = defineMessages({
  title: { id: 'dashboard.letters.import.title', defaultMessage: 'Import a letter' },
  description: {
    id: 'dashboard.letters.import.description',
    defaultMessage:
      'Choose a letter’s JSON file, as Export JSON saves it. It is added as a new private letter and opens.',
  },
});

export type LetterImportDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The letter was made: the page opens it. */
  onImported: (letter: ImportedLetter) => void;
};

/**
 * Import on the letters page (docs/letters.md#import-and-export): a `.json`
 * letter file sent to `POST /api/letter/import`, which makes a private letter
 * from it; a file it refuses is shown with each problem at its path in the
 * file, as the resume import dialog shows a resume file's.
 */
export function LetterImportDialog({ open, onClose, onImported }: LetterImportDialogProps) {
  const intl = useIntl();
  const { importLetter, importing } = useImportLetter();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [issues, setIssues] = useState<ImportIssue[] | null>(null);

  const submit = async () => {
    if (!file) {
      setMissing(true);
      return;
    }
    try {
      const outcome = await importLetter(file);
      switch (outcome.kind) {
        case 'imported':
          toaster.create({
            type: 'success',
            title: intl.formatMessage(valueMessages.importedToast, {
              title: outcome.letter.title,
            }),
          });
          onImported(outcome.letter);
          break;
        case 'refused':
          setIssues(outcome.issues);
          break;
        case 'tooLarge':
          setIssues([
            {
              path: '',
              message: intl.formatMessage(refusalMessages.documentTooLarge, {
                limit: intl.formatNumber(letterImportBodyLimit / (1024 * 1024), {
                  style: 'unit',
                  unit: 'megabyte',
                  unitDisplay: 'short',
                }),
              }),
            },
          ]);
          break;
      }
    } catch (error) {
      toaster.create({
        type: 'error',
        title: intl.formatMessage(serverErrorTitle.title),
        description: describeError(intl, error),
      });
    }
  };

  return (
    <ImportDialogFrame
      open={open}
      onClose={onClose}
      icon={FileInput}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    >
      <Dialog.Body>
        <Stack gap="5" asChild>
          <form
            id="letter-import-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Field.Root required invalid={missing} disabled={importing}>
              <Field.Label>
                {intl.formatMessage(importMessages.fileLabel)}
                <Field.RequiredIndicator />
              </Field.Label>
              {/* The browser's own chooser: the resume import's drop zone would
                  split its icons out of the builder's page (docs/performance.md#web-app). */}
              <Input
                type="file"
                accept=".json,application/json"
                paddingY="1.5"
                height="auto"
                onChange={(event) => {
                  setFile(event.currentTarget.files?.[0] ?? null);
                  setMissing(false);
                  setIssues(null);
                }}
              />
              {missing ? (
                <Field.ErrorText>{intl.formatMessage(importMessages.fileRequired)}</Field.ErrorText>
              ) : (
                <Field.HelperText>
                  {intl.formatMessage(acceptHint.hint, { accept: '.json' })}
                </Field.HelperText>
              )}
            </Field.Root>
            {issues && (
              <Alert.Root status="error" alignItems="flex-start" role="alert">
                <Alert.Indicator />
                <Alert.Content gap="2" minWidth="0">
                  <Alert.Title>{intl.formatMessage(importMessages.invalidTitle)}</Alert.Title>
                  <Alert.Description width="full">
                    <IssueList issues={issues} />
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
          </form>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer gap="3">
        <Button
          type="submit"
          form="letter-import-form"
          loading={importing}
          disabled={importing || issues !== null}
        >
          {intl.formatMessage(importMessages.import)}
        </Button>
      </Dialog.Footer>
    </ImportDialogFrame>
  );
}
