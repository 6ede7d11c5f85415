import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { BriefcaseBusiness, EyeOff } from 'lucide-react';
import { useIntl } from 'react-intl';

import { ApiError } from '../../../../../lib/api/api-error';
import { asApiError } from '../../../../../lib/apollo/graphql-error';
import { useServerErrorToast } from '../../../../../lib/errors/use-server-error-toast';
import { useSchemaForm } from '../../../../../lib/forms/use-schema-form';
import { type ResumeJobFieldsFragment } from '../../../../../lib/graphql/generated/graphql';
import {
  jobFormSchema,
  type JobFormValues,
  jobIssueMessages,
  refusedJobFields,
} from '../../../../../lib/jobs/job-form';
import { JobFields } from '../../../../../ui/job-fields';
import { useReadOnly, useResumeMeta } from '../../../hooks/builder-context';
import { useResumeJob } from '../../../hooks/use-resume-job';
import { PaneSection } from '../../pane-section';
import { JobMatch } from './job-match';
import { jobMessages as messages } from './job-messages';
import { SourceComparison } from './source-comparison';

type JobFormProps = {
  job: ResumeJobFieldsFragment['job'];
  saveJob: (job: JobFormValues) => Promise<ResumeJobFieldsFragment['job']>;
  saving: boolean;
  /** The stored job is still on its way: the fields stand, empty and locked, at their full height. */
  waiting: boolean;
};

const blank: JobFormValues = { posting: '', company: '', role: '', date: '' };

/** The job's fields with an explicit Save: a refused field shows the server's words under it. */
function JobForm({ job, saveJob, saving, waiting }: JobFormProps) {
  const intl = useIntl();
  const readOnly = useReadOnly() || waiting;
  const showServerError = useServerErrorToast();
  const form = useSchemaForm(jobFormSchema, {
    defaultValues: job
      ? { posting: job.posting, company: job.company, role: job.role, date: job.date }
      : blank,
    messages: jobIssueMessages,
  });

  // "The job is saved." while the fields hold the stored job (a toast may wait behind another).
  const showing = form.watch(['posting', 'company', 'role', 'date']);
  const saved =
    job !== null &&
    JSON.stringify(showing) === JSON.stringify([job.posting, job.company, job.role, job.date]);

  const save = async (values: JobFormValues) => {
    try {
      const stored = await saveJob(values);
      // What is stored (trimmed) becomes the form's clean state.
      const kept = stored
        ? { posting: stored.posting, company: stored.company, role: stored.role, date: stored.date }
        : values;
      form.reset(kept);
    } catch (error) {
      const apiError = asApiError(error);
      const refused = apiError instanceof ApiError ? refusedJobFields(apiError) : [];
      if (refused.length === 0) {
        showServerError(apiError);
      }
      refused.forEach(({ field, message }, index) =>
        form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
    }
  };

  return (
    <Stack gap="5">
      <form noValidate onSubmit={(event) => void form.handleSubmit(save)(event)}>
        <Stack gap="4">
          <JobFields form={form} readOnly={readOnly} columns={1} />
          <HStack gap="3">
            <Button type="submit" size="sm" loading={saving} disabled={readOnly}>
              {intl.formatMessage(messages.save)}
            </Button>
            <Text role="status" textStyle="sm" color="fg.muted">
              {saved ? intl.formatMessage(messages.saved) : null}
            </Text>
          </HStack>
        </Stack>
      </form>
      <JobMatch posting={showing[0]} company={showing[1]} waiting={waiting} />
    </Stack>
  );
}

/**
 * The Job section (docs/web.md#the-job-section): the job this resume is aimed
 * at, saved with `setResumeJob` by its Save button; for a copy made for a job,
 * its parts against its source with Take from source.
 */
export function JobSection() {
  const intl = useIntl();
  const { id } = useResumeMeta();
  const { job, sourceId, loaded, loading, error, saveJob, saving } = useResumeJob(id);

  return (
    <PaneSection
      id="job"
      title={intl.formatMessage(messages.title)}
      icon={<BriefcaseBusiness size={18} />}
    >
      <Stack gap="5">
        <HStack align="flex-start" gap="2" color="fg.muted" textStyle="sm">
          <EyeOff size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text>{intl.formatMessage(messages.hint)}</Text>
        </HStack>
        {error && (
          <Text color="fg.error" textStyle="sm">
            {intl.formatMessage(messages.loadFailed)}
          </Text>
        )}
        {/* Drawn at once, so the sections below do not move when the job arrives
            (the rail scrolls to them as soon as this one is drawn). */}
        {(loaded || loading) && (
          <JobForm
            key={`${id}-${loaded}`}
            job={job}
            saveJob={saveJob}
            saving={saving}
            waiting={!loaded}
          />
        )}
        {sourceId && <SourceComparison resumeId={id} />}
      </Stack>
    </PaneSection>
  );
}
