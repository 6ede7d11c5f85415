import { defineMessages } from 'react-intl';

/**
 * The letter's History words where the resume's name the resume
 * (docs/letters.md#the-letter-builder); the rest are the resume History panel's.
 */
export const letterHistoryMessages = defineMessages({
  // The section's heading, drawn before the resume's History code has come.
  title: { id: 'letters.history.title', defaultMessage: 'History' },
  viewingHint: {
    id: 'letters.history.viewingHint',
    defaultMessage: 'Read-only: the letter as it was then.',
  },
});

export const letterHistoryValueMessages = defineMessages<{ deleteBody: { name: string } }>({
  deleteBody: {
    id: 'letters.history.deleteBody',
    defaultMessage: '“{name}” leaves the history. The letter as it is now does not change.',
  },
});
