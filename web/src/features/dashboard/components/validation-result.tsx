import { Alert, Code, List, Stack, Text } from '@chakra-ui/react';
import { type ImportIssue, importLimits, type ImportWarning, type ResumeData } from '@vitae/schema';
import { type IntlShape, useIntl } from 'react-intl';

import { messages, refusalMessages, valueMessages } from './import-messages';
import { warningPlace, warningProblem } from './import-warning';

type IssueListProps = { issues: ImportIssue[] };

/** Megabytes in the reader's way of writing them ("20 MB", "20 Mo"). */
const megabytes = (intl: IntlShape, bytes: number) =>
  intl.formatNumber(Math.round(bytes / (1024 * 1024)), {
    style: 'unit',
    unit: 'megabyte',
    unitDisplay: 'short',
  });

/** An issue in the reader's language when its reader gave a code (a document's refusal), else as the file's reader wrote it. */
function issueText(intl: IntlShape, issue: ImportIssue): string {
  switch (issue.code) {
    case undefined:
      return issue.message;
    case 'documentTooLarge':
      return intl.formatMessage(refusalMessages.documentTooLarge, {
        limit: megabytes(intl, importLimits.maxDocumentSize),
      });
    case 'docxTooLarge':
      return intl.formatMessage(refusalMessages.docxTooLarge, {
        limit: megabytes(intl, importLimits.maxDocxInflatedSize),
      });
    case 'tooManyPages':
      return intl.formatMessage(refusalMessages.tooManyPages, { count: importLimits.maxPdfPages });
    case 'encrypted':
    case 'pdfDamaged':
    case 'noText':
    case 'docxDamaged':
      return intl.formatMessage(refusalMessages[issue.code]);
  }
}

/** Issues as a list: where in the file (a dotted path, or "The file") and what. */
export function IssueList({ issues }: IssueListProps) {
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
          <Text as="span">{issueText(intl, issue)}</Text>
        </List.Item>
      ))}
    </List.Root>
  );
}

type WarningListProps = { warnings: ImportWarning[]; data: ResumeData };

/**
 * Warnings as a person reads them (docs/import-export.md#warnings): where, in
 * the resume's words ("Experience 2, Start date"), and what happened.
 */
function WarningList({ warnings, data }: WarningListProps) {
  const intl = useIntl();
  return (
    <List.Root gap="1.5" variant="plain" textStyle="sm" maxHeight="48" overflowY="auto">
      {warnings.map((warning, index) => (
        <List.Item key={`${warning.path}-${index}`} display="block">
          <Text as="span" fontWeight="medium">
            {intl.formatMessage(valueMessages.issuePart, {
              part: warningPlace(intl, warning, data),
            })}
          </Text>{' '}
          <Text as="span">{warningProblem(intl, warning)}</Text>
        </List.Item>
      ))}
    </List.Root>
  );
}

export function ValidationErrors({ errors }: { errors: ImportIssue[] }) {
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

export function ValidationSuccess({
  data,
  warnings,
}: {
  data: ResumeData;
  warnings: ImportWarning[];
}) {
  const name = data.basics.name;
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
              <WarningList warnings={warnings} data={data} />
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}
