import { defineMessages } from 'react-intl';

/** The Job section's match words, drawn with the section (docs/web.md#the-job-section). */
export const matchMessages = defineMessages({
  title: { id: 'builder.job.match.title', defaultMessage: 'Match with the posting' },
  hint: {
    id: 'builder.job.match.hint',
    defaultMessage:
      'Sets the skills, tools and phrases of the posting above against this resume, in your browser.',
  },
  run: { id: 'builder.job.match.run', defaultMessage: 'Match the posting' },
  loadFailed: {
    id: 'builder.job.match.loadFailed',
    defaultMessage: 'The match could not be loaded. Check your connection and try again.',
  },
});
