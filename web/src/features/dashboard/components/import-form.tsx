import { useApolloClient } from '@apollo/client/react';
import { Box, Button, Dialog, Field, NativeSelect, Stack } from '@chakra-ui/react';
import { importAccept, importTypes, isImportType } from '@vitae/schema';
import { useActorRef, useSelector } from '@xstate/react';
import { CircleCheck } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';

import { asApiError } from '../../../lib/apollo/graphql-error';
import { describeError } from '../../../lib/errors/describe-error';
import { serverErrorTitle } from '../../../lib/errors/error-messages';
import { toaster } from '../../../ui/toaster';
import { parseFileInWorker } from '../lib/parse-file';
import { importMachine } from '../machines/import-machine';
import { importResumeWith } from '../machines/import-resume';
import { FileDrop } from './file-drop';
import { acceptHint, messages, typeLabels, valueMessages } from './import-messages';
import { ValidationErrors, ValidationSuccess } from './validation-result';

export type ImportFormProps = { onImported: () => void };

/** The dialog's body and footer, driven by the import machine. */
export function ImportForm({ onImported }: ImportFormProps) {
  const intl = useIntl();
  const client = useApolloClient();
  const machine = useMemo(
    () =>
      importMachine.provide({
        actors: { parseFile: parseFileInWorker, importResume: importResumeWith(client) },
      }),
    [client],
  );
  const actor = useActorRef(machine);
  const state = useSelector(actor, (snapshot) => snapshot);
  const { type, file, result, fieldProblems, fileKey } = state.context;
  const onImportedRef = useRef(onImported);
  onImportedRef.current = onImported;

  useEffect(() => {
    const subscriptions = [
      actor.on('import.validationFailed', () => {
        toaster.create({
          type: 'error',
          title: intl.formatMessage(messages.validationFailedToast),
        });
      }),
      actor.on('import.serverFailed', ({ error }) => {
        toaster.create({
          type: 'error',
          title: intl.formatMessage(serverErrorTitle.title),
          description: describeError(intl, asApiError(error)),
        });
      }),
      actor.on('import.imported', ({ resume }) => {
        toaster.create({
          type: 'success',
          title: intl.formatMessage(valueMessages.importedToast, { title: resume.title }),
        });
        onImportedRef.current();
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, intl]);

  const validating = state.matches('validating');
  const importing = state.matches('importing');
  const busy = validating || importing;
  const accept = type ? importAccept[type] : undefined;
  const fileHint = accept
    ? intl.formatMessage(acceptHint.hint, { accept })
    : intl.formatMessage(messages.fileTypeFirst);

  return (
    <>
      <Dialog.Body>
        <Stack gap="5" asChild>
          <form
            id="import-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              actor.send({
                type: state.matches('validated') ? 'import.submit' : 'import.validate',
              });
            }}
          >
            <Field.Root required invalid={fieldProblems.type !== undefined} disabled={importing}>
              <Field.Label>
                {intl.formatMessage(messages.typeLabel)}
                <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  placeholder={intl.formatMessage(messages.typePlaceholder)}
                  value={type ?? ''}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    if (isImportType(value)) {
                      actor.send({ type: 'import.type.change', fileType: value });
                    }
                  }}
                >
                  {importTypes.map((option) => (
                    <option key={option} value={option}>
                      {intl.formatMessage(typeLabels[option])}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{intl.formatMessage(messages.typeRequired)}</Field.ErrorText>
            </Field.Root>

            <Field.Root
              required
              invalid={fieldProblems.file !== undefined}
              disabled={type === null || importing}
            >
              <Field.Label>
                {intl.formatMessage(messages.fileLabel)}
                <Field.RequiredIndicator />
              </Field.Label>
              <Box width="full">
                <FileDrop
                  key={fileKey}
                  file={file}
                  accept={accept}
                  onChange={(chosen) => actor.send({ type: 'import.file.change', file: chosen })}
                />
              </Box>
              {fieldProblems.file === 'required' ? (
                <Field.ErrorText>{intl.formatMessage(messages.fileRequired)}</Field.ErrorText>
              ) : fieldProblems.file === 'extension' ? (
                <Field.ErrorText>{fileHint}</Field.ErrorText>
              ) : (
                <Field.HelperText>{fileHint}</Field.HelperText>
              )}
            </Field.Root>

            {result && !result.outcome.ok && <ValidationErrors errors={result.outcome.errors} />}
            {result && result.outcome.ok && (
              <ValidationSuccess data={result.outcome.data} warnings={result.outcome.warnings} />
            )}
          </form>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer gap="3" flexWrap="wrap">
        {state.matches('invalid') ? (
          <Button variant="outline" onClick={() => actor.send({ type: 'import.discard' })}>
            {intl.formatMessage(messages.discard)}
          </Button>
        ) : state.matches('validated') || importing || state.matches('imported') ? (
          <>
            <Button variant="outline" disabled>
              <CircleCheck aria-hidden />
              {intl.formatMessage(messages.validated)}
            </Button>
            <Button type="submit" form="import-form" loading={importing} disabled={importing}>
              {intl.formatMessage(messages.import)}
            </Button>
          </>
        ) : (
          <Button type="submit" form="import-form" loading={validating} disabled={busy}>
            {intl.formatMessage(messages.validate)}
          </Button>
        )}
      </Dialog.Footer>
    </>
  );
}
