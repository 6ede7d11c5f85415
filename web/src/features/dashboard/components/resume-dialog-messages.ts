import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  createTitle: { id: 'dashboard.resumeDialog.create.title', defaultMessage: 'Create a new resume' },
  createDescription: {
    id: 'dashboard.resumeDialog.create.description',
    defaultMessage: 'Start building your resume by giving it a name.',
  },
  updateTitle: {
    id: 'dashboard.resumeDialog.update.title',
    defaultMessage: 'Update an existing resume',
  },
  updateDescription: {
    id: 'dashboard.resumeDialog.update.description',
    defaultMessage: 'Change the name of your resume or the address of its public link.',
  },
  duplicateTitle: {
    id: 'dashboard.resumeDialog.duplicate.title',
    defaultMessage: 'Duplicate an existing resume',
  },
  duplicateDescription: {
    id: 'dashboard.resumeDialog.duplicate.description',
    defaultMessage: 'The copy starts with everything the original holds. Give it a name.',
  },
  deleteTitle: {
    id: 'dashboard.resumeDialog.delete.title',
    defaultMessage: 'Are you sure you want to delete your resume?',
  },
  titleLabel: { id: 'dashboard.resumeDialog.field.title', defaultMessage: 'Title' },
  slugLabel: { id: 'dashboard.resumeDialog.field.slug', defaultMessage: 'Slug' },
  slugHelp: {
    id: 'dashboard.resumeDialog.field.slugHelp',
    defaultMessage:
      'The last part of the public link to your resume. It follows the title until you change it.',
  },
  dice: { id: 'dashboard.resumeDialog.dice', defaultMessage: 'Generate a random title' },
  create: { id: 'dashboard.resumeDialog.create', defaultMessage: 'Create' },
  moreCreate: { id: 'dashboard.resumeDialog.moreCreate', defaultMessage: 'More ways to create' },
  createSample: {
    id: 'dashboard.resumeDialog.createSample',
    defaultMessage: 'Create Sample Resume',
  },
  save: { id: 'dashboard.resumeDialog.save', defaultMessage: 'Save Changes' },
  duplicate: { id: 'dashboard.resumeDialog.duplicate', defaultMessage: 'Duplicate' },
  delete: { id: 'dashboard.resumeDialog.delete', defaultMessage: 'Delete' },
  cancel: { id: 'dashboard.resumeDialog.cancel', defaultMessage: 'Cancel' },
  close: { id: 'dashboard.resumeDialog.close', defaultMessage: 'Close' },
});

export const deleteMessages = defineMessages<{
  deleteDescription: { title: string };
  deleteLetterDescription: { title: string };
}>({
  deleteDescription: {
    id: 'dashboard.resumeDialog.delete.trashDescription',
    defaultMessage:
      '"{title}" moves to the Trash for 30 days and its public link stops at once. Until then you can restore it from the Trash.',
  },
  deleteLetterDescription: {
    id: 'dashboard.letterDialog.delete.description',
    defaultMessage: '"{title}" is deleted for good: letters have no Trash. This cannot be undone.',
  },
});

/** A letter's words in the dialog (docs/product.md#letter-list), where they differ from a resume's. */
export const letterDialogMessages = defineMessages({
  renameTitle: { id: 'dashboard.letterDialog.rename.title', defaultMessage: 'Rename a letter' },
  renameDescription: {
    id: 'dashboard.letterDialog.rename.description',
    defaultMessage: 'Change the name of your letter or its slug.',
  },
  slugHelp: {
    id: 'dashboard.letterDialog.field.slugHelp',
    defaultMessage: 'A short name for the letter, unique among your letters.',
  },
  deleteTitle: {
    id: 'dashboard.letterDialog.delete.title',
    defaultMessage: 'Are you sure you want to delete your letter?',
  },
});

/** A title or slug as long as the rule allows: the input takes no more (docs/resume.md#slugs). */
export const limitMessages = defineMessages<{ limitReached: { count: number; max: number } }>({
  limitReached: {
    id: 'dashboard.resumeDialog.field.limitReached',
    defaultMessage:
      'Limit reached: {count, number} of {max, plural, one {# character} other {# characters}}.',
  },
});
