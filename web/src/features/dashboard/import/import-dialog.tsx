import { useApolloClient } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  CloseButton,
  Code,
  Dialog,
  Field,
  HStack,
  Icon,
  List,
  NativeSelect,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { importAccept, type ImportIssue, importTypes, isImportType } from '@vitae/schema';
import { useActorRef, useSelector } from '@xstate/react';
import { CircleCheck, FileUp } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';

import { asApiError } from '../../../lib/apollo/graphql-error';
import { describeError } from '../../../lib/errors/describe-error';
import { serverErrorTitle } from '../../../lib/errors/error-messages';
import { toaster } from '../../../ui/toaster';
import { FileDrop } from './file-drop';
import { importMachine } from './import-machine';
import { importResumeWith } from './import-resume';
import { acceptHint, messages, typeLabels, valueMessages } from './messages';
import { parseFileInWorker } from './parse-file';

/** The import dialog (docs/product.md#import-dialog), opened from the Import tile and ctrl+I. */
export type ImportDialogProps = { open: boolean; onClose: () => void };

export function ImportDialog({ open, onClose }: ImportDialogProps) {
  const intl = useIntl();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) {
          onClose();
        }
      }}
      // Unmounted when closed, so each opening starts a fresh machine with no result.
      lazyMount
      unmountOnExit
      size="lg"
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header paddingBottom="2">
              <HStack gap="3" alignItems="flex-start">
                <Box
                  borderRadius="l2"
                  bg="brand.muted"
                  color="brand.fg"
                  padding="2"
                  display="flex"
                  flexShrink={0}
                >
                  <Icon as={FileUp} boxSize="5" aria-hidden />
                </Box>
                <Stack gap="1">
                  <Dialog.Title>{intl.formatMessage(messages.title)}</Dialog.Title>
                  <Dialog.Description color="fg.muted" textStyle="sm">
                    {intl.formatMessage(messages.description)}
                  </Dialog.Description>
                </Stack>
              </HStack>
            </Dialog.Header>
            <ImportForm onImported={onClose} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage(messages.close)} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

type ImportFormProps = { onImported: () => void };

/** The dialog's body and footer, driven by the import machine. */
function ImportForm({ onImported }: ImportFormProps) {
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
              <ValidationSuccess
                name={result.outcome.data.basics.name}
                warnings={result.outcome.warnings}
              />
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

type IssueListProps = { issues: ImportIssue[] };

/** Issues as a list: where in the file (a dotted path, or "The file") and what. */
function IssueList({ issues }: IssueListProps) {
  const intl = useIntl();
  return (
    <List.Root gap="1.5" variant="plain" textStyle="sm" maxHeight="48" overflowY="auto">
      {issues.map((issue, index) => (
        <List.Item key={`${issue.path}-${index}`} display="block">
          {issue.path ? (
            <Code size="sm" marginEnd="2" wordBreak="break-all">
              {issue.path}
            </Code>
          ) : (
            <Text as="span" fontWeight="medium" marginEnd="2">
              {intl.formatMessage(valueMessages.issuePart, {
                part: intl.formatMessage(messages.wholeFile),
              })}
            </Text>
          )}
          <Text as="span">{issue.message}</Text>
        </List.Item>
      ))}
    </List.Root>
  );
}

function ValidationErrors({ errors }: { errors: ImportIssue[] }) {
  const intl = useIntl();
  return (
    <Alert.Root status="error" alignItems="flex-start" role="alert">
      <Alert.Indicator />
      <Alert.Content gap="2" minWidth="0">
        <Alert.Title>{intl.formatMessage(messages.invalidTitle)}</Alert.Title>
        <Alert.Description width="full">
          <IssueList issues={errors} />
          <Text textStyle="xs" color="fg.muted" marginTop="2">
            {intl.formatMessage(messages.invalidHint)}
          </Text>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function ValidationSuccess({ name, warnings }: { name: string; warnings: ImportIssue[] }) {
  const intl = useIntl();
  return (
    <Stack gap="3">
      <Alert.Root status="success" alignItems="flex-start">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{intl.formatMessage(messages.validTitle)}</Alert.Title>
          {name.trim() && (
            <Alert.Description>
              {intl.formatMessage(valueMessages.validName, { name: name.trim() })}
            </Alert.Description>
          )}
        </Alert.Content>
      </Alert.Root>
      {warnings.length > 0 && (
        <Alert.Root status="warning" alignItems="flex-start">
          <Alert.Indicator />
          <Alert.Content gap="2" minWidth="0">
            <Alert.Title>
              {intl.formatMessage(valueMessages.warningsTitle, { count: warnings.length })}
            </Alert.Title>
            <Alert.Description width="full">
              <IssueList issues={warnings} />
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}
