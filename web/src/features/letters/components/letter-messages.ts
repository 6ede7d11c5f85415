import { defineMessages } from 'react-intl';

/** The letter builder's words (docs/letters.md#the-letter-builder). */
export const letterMessages = defineMessages({
  back: { id: 'letters.topBar.back', defaultMessage: 'Back to your letters' },
  lockedIcon: {
    id: 'letters.topBar.locked',
    defaultMessage: 'This letter is locked. Unlock it to make changes.',
  },
  fields: { id: 'letters.screen.fields', defaultMessage: 'Letter' },
  design: { id: 'letters.screen.design', defaultMessage: 'Design' },
  close: { id: 'letters.screen.close', defaultMessage: 'Close' },
  preview: { id: 'letters.screen.preview', defaultMessage: 'Preview' },

  sender: { id: 'letters.fields.sender', defaultMessage: 'Sender' },
  senderName: { id: 'letters.fields.senderName', defaultMessage: 'Name' },
  senderHeadline: { id: 'letters.fields.senderHeadline', defaultMessage: 'Headline' },
  senderEmail: { id: 'letters.fields.senderEmail', defaultMessage: 'Email' },
  senderPhone: { id: 'letters.fields.senderPhone', defaultMessage: 'Phone' },
  senderLocation: { id: 'letters.fields.senderLocation', defaultMessage: 'Location' },
  senderWebsite: { id: 'letters.fields.senderWebsite', defaultMessage: 'Website' },
  recipient: { id: 'letters.fields.recipient', defaultMessage: 'Recipient' },
  recipientName: { id: 'letters.fields.recipientName', defaultMessage: 'Name' },
  recipientTitle: { id: 'letters.fields.recipientTitle', defaultMessage: 'Title' },
  recipientCompany: { id: 'letters.fields.recipientCompany', defaultMessage: 'Company' },
  recipientAddress: { id: 'letters.fields.recipientAddress', defaultMessage: 'Address' },
  date: { id: 'letters.fields.date', defaultMessage: 'Date' },
  dateHint: {
    id: 'letters.fields.dateHint',
    defaultMessage: 'Leave it empty for the day the letter is printed.',
  },
  subject: { id: 'letters.fields.subject', defaultMessage: 'Subject' },
  salutation: { id: 'letters.fields.salutation', defaultMessage: 'Salutation' },
  body: { id: 'letters.fields.body', defaultMessage: 'Body' },
  closing: { id: 'letters.fields.closing', defaultMessage: 'Closing' },
  signatureName: { id: 'letters.fields.signatureName', defaultMessage: 'Signature name' },

  template: { id: 'letters.design.template', defaultMessage: 'Template' },
  following: {
    id: 'letters.design.following',
    defaultMessage:
      'This letter follows its resume’s design. Changing its template, typography, theme, page or language gives it a design of its own.',
  },
  stopFollowing: {
    id: 'letters.design.stopFollowing',
    defaultMessage: 'Stop following the resume',
  },
  typography: { id: 'letters.design.typography', defaultMessage: 'Typography' },
  theme: { id: 'letters.design.theme', defaultMessage: 'Theme' },
  page: { id: 'letters.design.page', defaultMessage: 'Page' },
  language: { id: 'letters.design.language', defaultMessage: 'Letter language' },
  languageHint: {
    id: 'letters.design.languageHint',
    defaultMessage: 'The date, page numbers and the direction of the text follow it',
  },
  download: { id: 'letters.design.download', defaultMessage: 'Download PDF' },
  exportJson: { id: 'letters.design.exportJson', defaultMessage: 'Export JSON' },
  downloadTitle: { id: 'letters.design.downloadTitle', defaultMessage: 'Export' },
  notes: { id: 'letters.design.notes', defaultMessage: 'Notes' },
  notesHint: {
    id: 'letters.design.notesHint',
    defaultMessage: 'Private: only you see them; they are never printed.',
  },

  lockedTitle: { id: 'letters.locked.title', defaultMessage: 'This letter is locked' },
  lockedDescription: {
    id: 'letters.locked.description',
    defaultMessage: 'It opens read-only so nothing changes by accident. Unlock it to make changes.',
  },
  unlock: { id: 'letters.locked.unlock', defaultMessage: 'Unlock' },
});

/** The letter builder's words that take values. */
export const letterValueMessages = defineMessages<{
  frameTitle: { title: string };
  atBound: { max: number };
}>({
  frameTitle: { id: 'letters.screen.frameTitle', defaultMessage: 'Preview of {title}' },
  atBound: {
    id: 'letters.fields.atBound',
    defaultMessage: 'At most {max, number} characters: the limit is reached.',
  },
});
