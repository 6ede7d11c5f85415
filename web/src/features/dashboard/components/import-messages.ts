import { defineMessages } from 'react-intl';

/** The words of the import dialog (docs/product.md#import-dialog, #import-rules and #error-codes). */
export const messages = defineMessages({
  title: { id: 'dashboard.import.title', defaultMessage: 'Import an existing resume' },
  description: {
    id: 'dashboard.import.description',
    defaultMessage:
      'Bring in a resume you already have: a PDF or Word file, or an export from Vitae, Reactive Resume, JSON Resume or LinkedIn. The file is read in your browser before anything is saved.',
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
  pdf: { id: 'dashboard.import.type.pdf', defaultMessage: 'PDF (.pdf)' },
  docx: { id: 'dashboard.import.type.docx', defaultMessage: 'Word document (.docx)' },
});

/**
 * Why a PDF or Word file was refused, by the reader's code
 * (docs/import-export.md#pdf-and-word), in the reader's language; the limits
 * come formatted ("20 MB").
 */
export const refusalMessages = defineMessages<{
  documentTooLarge: { limit: string };
  tooManyPages: { count: number };
  encrypted: Record<string, never>;
  pdfDamaged: Record<string, never>;
  noText: Record<string, never>;
  docxDamaged: Record<string, never>;
  docxTooLarge: { limit: string };
}>({
  documentTooLarge: {
    id: 'dashboard.import.refusal.documentTooLarge',
    defaultMessage: 'The file is larger than {limit}.',
  },
  tooManyPages: {
    id: 'dashboard.import.refusal.tooManyPages',
    defaultMessage:
      'The PDF has more than {count, plural, one {# page} other {# pages}}; a resume has a few.',
  },
  encrypted: {
    id: 'dashboard.import.refusal.encrypted',
    defaultMessage:
      'The PDF is protected by a password. Save a copy without the password, then import that.',
  },
  pdfDamaged: {
    id: 'dashboard.import.refusal.pdfDamaged',
    defaultMessage: 'The file is damaged or is not a PDF.',
  },
  noText: {
    id: 'dashboard.import.refusal.noText',
    defaultMessage:
      'The PDF holds pictures of text but no text (a scan). Import a PDF saved from the document itself.',
  },
  docxDamaged: {
    id: 'dashboard.import.refusal.docxDamaged',
    defaultMessage: 'The file is damaged or is not a Word (.docx) document.',
  },
  docxTooLarge: {
    id: 'dashboard.import.refusal.docxTooLarge',
    defaultMessage: 'The Word document is larger than {limit} once unpacked.',
  },
});

/** The hint under the file field: "Accepts only {accept} files" (docs/product.md#import-rules). */
export const acceptHint = defineMessages<{ hint: { accept: string } }>({
  hint: { id: 'dashboard.import.acceptHint', defaultMessage: 'Accepts only {accept} files' },
});

/** Where a warning is: "Experience 2, Start date" (docs/import-export.md#warnings). */
export const warningPlaceMessages = defineMessages<{
  itemField: { section: string; number: string; field: string };
  item: { section: string; number: string };
  sectionField: { section: string; field: string };
}>({
  itemField: {
    id: 'dashboard.import.warning.place.itemField',
    defaultMessage: '{section} {number}, {field}',
  },
  item: { id: 'dashboard.import.warning.place.item', defaultMessage: '{section} {number}' },
  sectionField: {
    id: 'dashboard.import.warning.place.sectionField',
    defaultMessage: '{section}, {field}',
  },
});

/** What happened to a value on import, one sentence per warning kind (docs/import-export.md#warnings). */
export const warningKindMessages = defineMessages({
  dateKept: {
    id: 'dashboard.import.warning.dateKept',
    defaultMessage: 'not a date we could read (kept as written)',
  },
  linkCleared: {
    id: 'dashboard.import.warning.linkCleared',
    defaultMessage: 'not a web address (left empty)',
  },
  emailCleared: {
    id: 'dashboard.import.warning.emailCleared',
    defaultMessage: 'not an email address (left empty)',
  },
  cleared: {
    id: 'dashboard.import.warning.cleared',
    defaultMessage: 'not the kind of value expected (left empty)',
  },
  reset: {
    id: 'dashboard.import.warning.reset',
    defaultMessage: 'not a value we could use (set to its default)',
  },
  skipped: {
    id: 'dashboard.import.warning.skipped',
    defaultMessage: 'a required field is missing or unusable (item skipped)',
  },
  duplicateId: {
    id: 'dashboard.import.warning.duplicateId',
    defaultMessage: 'the same id as another item (given a new one)',
  },
  formula: {
    id: 'dashboard.import.warning.formula',
    defaultMessage: 'started like a spreadsheet formula (those characters removed)',
  },
  yesNo: {
    id: 'dashboard.import.warning.yesNo',
    defaultMessage: 'neither Yes nor No (ignored)',
  },
  unknownTemplate: {
    id: 'dashboard.import.warning.unknownTemplate',
    defaultMessage: 'no such template here (the default is used)',
  },
  unreadable: {
    id: 'dashboard.import.warning.unreadable',
    defaultMessage: 'packed in a way we cannot read (skipped)',
  },
  keptAsSection: {
    id: 'dashboard.import.warning.keptAsSection',
    defaultMessage: 'under a heading we do not know (kept as a section of its own)',
  },
});

/** The warning of a repaired link, which names its new address. */
export const warningValueMessages = defineMessages<{ linkFixed: { address: string } }>({
  linkFixed: {
    id: 'dashboard.import.warning.linkFixed',
    defaultMessage: 'no https:// at the start (read as {address})',
  },
});

/** Fields a warning can name that the builder has no label for. */
export const warningFieldMessages = defineMessages({
  date: { id: 'dashboard.import.warning.field.date', defaultMessage: 'Date' },
  startDate: { id: 'dashboard.import.warning.field.startDate', defaultMessage: 'Start date' },
  endDate: { id: 'dashboard.import.warning.field.endDate', defaultMessage: 'End date' },
});

/** The sections a warning can name, as the interface's language calls them. */
export const warningSectionMessages = defineMessages({
  summary: { id: 'dashboard.import.section.summary', defaultMessage: 'Summary' },
  awards: { id: 'dashboard.import.section.awards', defaultMessage: 'Awards' },
  certifications: {
    id: 'dashboard.import.section.certifications',
    defaultMessage: 'Certifications',
  },
  education: { id: 'dashboard.import.section.education', defaultMessage: 'Education' },
  experience: { id: 'dashboard.import.section.experience', defaultMessage: 'Experience' },
  volunteer: { id: 'dashboard.import.section.volunteer', defaultMessage: 'Volunteering' },
  interests: { id: 'dashboard.import.section.interests', defaultMessage: 'Interests' },
  languages: { id: 'dashboard.import.section.languages', defaultMessage: 'Languages' },
  profiles: { id: 'dashboard.import.section.profiles', defaultMessage: 'Profiles' },
  projects: { id: 'dashboard.import.section.projects', defaultMessage: 'Projects' },
  publications: { id: 'dashboard.import.section.publications', defaultMessage: 'Publications' },
  references: { id: 'dashboard.import.section.references', defaultMessage: 'References' },
  skills: { id: 'dashboard.import.section.skills', defaultMessage: 'Skills' },
});
