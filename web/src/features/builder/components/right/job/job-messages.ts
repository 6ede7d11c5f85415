import { defineMessages } from 'react-intl';

/** The Job section's words (docs/web.md#the-job-section). */
export const jobMessages = defineMessages({
  title: { id: 'builder.job.title', defaultMessage: 'Job' },
  hint: {
    id: 'builder.job.hint',
    defaultMessage:
      'The job this resume is aimed at. It is kept with the resume and never shown on it.',
  },
  save: { id: 'builder.job.save', defaultMessage: 'Save job' },
  saved: { id: 'builder.job.saved', defaultMessage: 'The job is saved.' },
  loadFailed: { id: 'builder.job.loadFailed', defaultMessage: 'The job could not be loaded.' },
  sourceHint: {
    id: 'builder.job.sourceHint',
    defaultMessage:
      'Each part of this copy against the resume it was made from, since the copy last took it.',
  },
  sourceDeleted: {
    id: 'builder.job.sourceDeleted',
    defaultMessage: 'The resume this copy was made from was deleted: there is nothing to take.',
  },
  comparisonFailed: {
    id: 'builder.job.comparisonFailed',
    defaultMessage: 'The comparison with the source could not be loaded.',
  },
  same: { id: 'builder.job.change.same', defaultMessage: 'Same' },
  copy: { id: 'builder.job.change.copy', defaultMessage: 'Edited here' },
  source: { id: 'builder.job.change.source', defaultMessage: 'Changed in the source' },
  both: { id: 'builder.job.change.both', defaultMessage: 'Changed on both sides' },
  take: { id: 'builder.job.take', defaultMessage: 'Take from source' },
  replaceTitle: { id: 'builder.job.replace.title', defaultMessage: 'Replace your edits here?' },
  cancel: { id: 'builder.job.cancel', defaultMessage: 'Cancel' },
  close: { id: 'builder.job.close', defaultMessage: 'Close' },
});

export const jobValueMessages = defineMessages<{
  sourceTitle: { title: string };
  takePart: { part: string };
  taken: { part: string };
  replaceBody: { part: string };
}>({
  sourceTitle: { id: 'builder.job.sourceTitle', defaultMessage: 'Against “{title}”' },
  takePart: { id: 'builder.job.takePart', defaultMessage: 'Take from source: {part}' },
  taken: { id: 'builder.job.taken', defaultMessage: '{part} is taken from the source.' },
  replaceBody: {
    id: 'builder.job.replace.body',
    defaultMessage:
      '{part} changed here and in the source. Taking it replaces this copy’s edits of {part} with the source’s.',
  },
});
