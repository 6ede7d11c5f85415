import { defineMessages } from 'react-intl';

/** The words of the import dialog (docs/product.md#import-dialog, #import-rules and #error-codes). */
export const messages = defineMessages({
  title: { id: 'dashboard.import.title', defaultMessage: 'Import an existing resume' },
  description: {
    id: 'dashboard.import.description',
    defaultMessage:
      'Bring in a resume you already have, from Vitae, Reactive Resume, JSON Resume or LinkedIn. The file is checked in your browser before anything is saved.',
  },
  close: { id: 'dashboard.import.close', defaultMessage: 'Close' },
  typeLabel: { id: 'dashboard.import.typeLabel', defaultMessage: 'File type' },
  typePlaceholder: { id: 'dashboard.import.typePlaceholder', defaultMessage: 'Select a file type' },
  typeRequired: {
    id: 'dashboard.import.typeRequired',
    defaultMessage: 'Choose the type of the file to import.',
  },
  fileLabel: { id: 'dashboard.import.fileLabel', defaultMessage: 'File' },
  fileRequired: { id: 'dashboard.import.fileRequired', defaultMessage: 'Choose a file to import.' },
  fileTypeFirst: {
    id: 'dashboard.import.fileTypeFirst',
    defaultMessage: 'Select a file type first.',
  },
  dropPrompt: {
    id: 'dashboard.import.dropPrompt',
    defaultMessage: 'Drop your file here, or click to choose one',
  },
  validate: { id: 'dashboard.import.validate', defaultMessage: 'Validate' },
  validated: { id: 'dashboard.import.validated', defaultMessage: 'Validated' },
  discard: { id: 'dashboard.import.discard', defaultMessage: 'Discard' },
  import: { id: 'dashboard.import.import', defaultMessage: 'Import' },
  invalidTitle: {
    id: 'dashboard.import.invalidTitle',
    defaultMessage: 'This file cannot be imported',
  },
  invalidHint: {
    id: 'dashboard.import.invalidHint',
    defaultMessage: 'Discard it to choose another file, or pick the right file type.',
  },
  validTitle: {
    id: 'dashboard.import.validTitle',
    defaultMessage: 'The file is valid and ready to import.',
  },
  wholeFile: { id: 'dashboard.import.wholeFile', defaultMessage: 'The file' },
  validationFailedToast: {
    id: 'dashboard.import.validationFailedToast',
    defaultMessage: 'An error occurred while validating the file.',
  },
});

/** The dialog's words that carry values. */
export const valueMessages = defineMessages<{
  chosenFile: { size: string };
  validName: { name: string };
  warningsTitle: { count: number };
  importedToast: { title: string };
  issuePart: { part: string };
}>({
  issuePart: { id: 'dashboard.import.issuePart', defaultMessage: '{part}:' },
  chosenFile: {
    id: 'dashboard.import.chosenFile',
    defaultMessage: '{size} · click or drop to replace it',
  },
  validName: {
    id: 'dashboard.import.validName',
    defaultMessage: 'It holds the resume of {name}.',
  },
  warningsTitle: {
    id: 'dashboard.import.warningsTitle',
    defaultMessage:
      '{count, plural, one {# thing was changed} other {# things were changed}} so that the file fits',
  },
  importedToast: {
    id: 'dashboard.import.importedToast',
    defaultMessage: '"{title}" was imported.',
  },
});

/** The labels of the four file types (docs/product.md#import-rules), in the order the dialog lists them. */
export const typeLabels = defineMessages({
  'reactive-resume-json': {
    id: 'dashboard.import.type.reactiveResumeJson',
    defaultMessage: 'Vitae or Reactive Resume (.json)',
  },
  'reactive-resume-v3-json': {
    id: 'dashboard.import.type.reactiveResumeV3Json',
    defaultMessage: 'Reactive Resume v3 (.json)',
  },
  'json-resume-json': {
    id: 'dashboard.import.type.jsonResumeJson',
    defaultMessage: 'JSON Resume (.json)',
  },
  'linkedin-data-export-zip': {
    id: 'dashboard.import.type.linkedinDataExportZip',
    defaultMessage: 'LinkedIn Data Export (.zip)',
  },
});

/** The hint under the file field: "Accepts only {accept} files" (docs/product.md#import-rules). */
export const acceptHint = defineMessages<{ hint: { accept: string } }>({
  hint: { id: 'dashboard.import.acceptHint', defaultMessage: 'Accepts only {accept} files' },
});
