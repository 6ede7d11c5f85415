import { defineMessages } from 'react-intl';

/** The words of the AI proposal dialog (`ai-proposal-dialog.tsx`). */
export const messages = defineMessages({
  title: { id: 'builder.ai.proposal.title', defaultMessage: 'Proposed rewrite for the job' },
  intro: {
    id: 'builder.ai.proposal.intro',
    defaultMessage:
      'Struck-through words would go, highlighted words would come in. Nothing changes until you accept.',
  },
  removed: { id: 'builder.ai.proposal.removed', defaultMessage: 'taken out:' },
  added: { id: 'builder.ai.proposal.added', defaultMessage: 'put in:' },
  notInResume: { id: 'builder.ai.proposal.notInResume', defaultMessage: '(not in your resume)' },
  flaggedTitle: {
    id: 'builder.ai.proposal.flaggedTitle',
    defaultMessage: 'Not in your resume',
  },
  confirm: {
    id: 'builder.ai.proposal.confirm',
    defaultMessage: 'I checked the marked words: they are true',
  },
  notGiven: {
    id: 'builder.ai.proposal.notGiven',
    defaultMessage: '(not in what you gave the AI)',
  },
  notGivenTitle: {
    id: 'builder.ai.proposal.notGivenTitle',
    defaultMessage: 'Not in what you gave the AI',
  },
  accept: { id: 'builder.ai.proposal.accept', defaultMessage: 'Accept' },
  refuse: { id: 'builder.ai.proposal.refuse', defaultMessage: 'Refuse' },
});

const countMessages = defineMessages<{
  flaggedBody: { count: number };
  notGivenBody: { count: number };
}>({
  flaggedBody: {
    id: 'builder.ai.proposal.flaggedBody',
    defaultMessage:
      '{count, plural, one {The rewrite adds something your resume does not say anywhere. The AI may have invented it: check before you accept.} other {The rewrite adds # things your resume does not say anywhere. The AI may have invented them: check before you accept.}}',
  },
  notGivenBody: {
    id: 'builder.ai.proposal.notGivenBody',
    defaultMessage:
      '{count, plural, one {The AI wrote something that nothing you gave it says. It may have invented it: check before you accept.} other {The AI wrote # things that nothing you gave it says. It may have invented them: check before you accept.}}',
  },
});

/**
 * What the flagged words are missing from: the resume (Tailor to the job), or
 * everything the AI was given (a letter's draft: the resume, the posting and
 * the letter; a letter's tone: the letter).
 */
export const flaggedWords = {
  resume: {
    inline: messages.notInResume,
    title: messages.flaggedTitle,
    body: countMessages.flaggedBody,
  },
  given: {
    inline: messages.notGiven,
    title: messages.notGivenTitle,
    body: countMessages.notGivenBody,
  },
} as const;
