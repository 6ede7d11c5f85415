import { Field, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { jobNameMaxLength, jobPostingMaxLength } from '@vitae/schema';
import { useIntl } from 'react-intl';

import { type SchemaForm } from '../lib/forms/use-schema-form';
import {
  type JobField,
  jobFormMessages,
  type JobFormValues,
  jobMessageValues,
  jobValueMessages,
} from '../lib/jobs/job-form';
import { errorColor } from './text-field';

export type JobFieldsProps = {
  form: SchemaForm<JobFormValues, JobFormValues>;
  /** A locked resume shows its job read-only. */
  readOnly?: boolean;
  /** Two columns for the short fields where there is room (a dialog), one in a side pane. */
  columns?: 1 | 2;
};

/**
 * The job a resume is aimed at (docs/resume.md#tailored-copies): company, role,
 * date and the posting with its characters counted against the 20,000 limit.
 * The form that holds them is the caller's (the dashboard's Copy for a job,
 * the builder's Job section).
 */
export function JobFields({ form, readOnly, columns = 2 }: JobFieldsProps) {
  const intl = useIntl();
  const postingLength = form.watch('posting').length;
  const error = (name: JobField) => form.errorText(name, jobMessageValues[name]);

  const nameField = (name: 'company' | 'role') => (
    <Field.Root invalid={Boolean(error(name))} readOnly={readOnly}>
      <Field.Label>{intl.formatMessage(jobFormMessages[name])}</Field.Label>
      <Input {...form.register(name)} dir="auto" autoComplete="off" maxLength={jobNameMaxLength} />
      {error(name) && <Field.ErrorText color={errorColor}>{error(name)}</Field.ErrorText>}
    </Field.Root>
  );

  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: columns }} gap="4">
        {nameField('company')}
        {nameField('role')}
      </SimpleGrid>
      <Field.Root invalid={Boolean(error('date'))} readOnly={readOnly} maxWidth="14rem">
        <Field.Label>{intl.formatMessage(jobFormMessages.date)}</Field.Label>
        <Input {...form.register('date')} type="date" />
        {error('date') && <Field.ErrorText color={errorColor}>{error('date')}</Field.ErrorText>}
      </Field.Root>
      <Field.Root invalid={Boolean(error('posting'))} readOnly={readOnly}>
        <Field.Label>{intl.formatMessage(jobFormMessages.posting)}</Field.Label>
        <Textarea
          {...form.register('posting')}
          dir="auto"
          rows={columns === 2 ? 10 : 8}
          resize="vertical"
          maxLength={jobPostingMaxLength}
        />
        {error('posting') && (
          <Field.ErrorText color={errorColor}>{error('posting')}</Field.ErrorText>
        )}
        <HStack justify="space-between" align="start" width="full" gap="3">
          <Field.HelperText>{intl.formatMessage(jobFormMessages.postingHelp)}</Field.HelperText>
          <Text textStyle="xs" color="fg.muted" flexShrink={0} fontVariantNumeric="tabular-nums">
            {intl.formatMessage(jobValueMessages.counter, {
              count: postingLength,
              max: jobPostingMaxLength,
            })}
          </Text>
        </HStack>
      </Field.Root>
    </Stack>
  );
}
