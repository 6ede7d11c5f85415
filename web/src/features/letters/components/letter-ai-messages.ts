import { defineMessages } from 'react-intl';

/** The letter builder's AI words (docs/letters.md#the-letter-builder). */
export const letterAiMessages = defineMessages({
  draft: { id: 'letters.ai.draft', defaultMessage: 'Draft with AI' },
  draftHint: {
    id: 'letters.ai.draftHint',
    defaultMessage:
      'Writes the salutation, body and closing from your resume and the job posting. You see the draft before anything changes.',
  },
  keyNotSet: {
    id: 'builder.ai.keyNotSet',
    defaultMessage:
      'Your OpenAI API Key has not been set yet. Please go to your account settings to enable OpenAI Integration.',
  },
  openSettings: { id: 'letters.ai.openSettings', defaultMessage: 'Open Settings' },
  tone: { id: 'letters.ai.tone', defaultMessage: 'Rewrite toward a tone' },
  toneSelection: { id: 'letters.ai.tone.selection', defaultMessage: 'The selected paragraphs' },
  toneWhole: { id: 'letters.ai.tone.whole', defaultMessage: 'The whole body' },
  formal: { id: 'letters.ai.tone.formal', defaultMessage: 'Formal' },
  warm: { id: 'letters.ai.tone.warm', defaultMessage: 'Warm' },
  concise: { id: 'letters.ai.tone.concise', defaultMessage: 'Concise' },
  confident: { id: 'builder.ai.tone.confident', defaultMessage: 'Confident' },
});
