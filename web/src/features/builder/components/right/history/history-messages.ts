import { defineMessages } from 'react-intl';

/** The History panel's words (docs/web.md#the-history-panel). */
export const historyMessages = defineMessages({
  title: { id: 'builder.history.title', defaultMessage: 'History' },
  saveAs: { id: 'builder.history.saveAs', defaultMessage: 'Save this version as…' },
  loading: { id: 'builder.history.loading', defaultMessage: 'Loading the history…' },
  loadFailed: {
    id: 'builder.history.loadFailed',
    defaultMessage: 'The history could not be loaded.',
  },
  more: { id: 'builder.history.more', defaultMessage: 'Show older versions' },
  current: { id: 'builder.history.current', defaultMessage: 'Current' },
  thisTab: { id: 'builder.history.thisTab', defaultMessage: 'This tab' },
  view: { id: 'builder.history.view', defaultMessage: 'View in the preview' },
  compare: { id: 'builder.history.compare', defaultMessage: 'Compare with current' },
  restore: { id: 'builder.history.restore', defaultMessage: 'Restore' },
  rename: { id: 'builder.history.rename', defaultMessage: 'Rename' },
  delete: { id: 'builder.history.delete', defaultMessage: 'Delete' },
  deleteTitle: { id: 'builder.history.deleteTitle', defaultMessage: 'Delete this version?' },
  cancel: { id: 'builder.history.cancel', defaultMessage: 'Cancel' },
  close: { id: 'builder.history.close', defaultMessage: 'Close' },
  nameLabel: { id: 'builder.history.nameLabel', defaultMessage: 'Name' },
  renameTitle: { id: 'builder.history.renameTitle', defaultMessage: 'Rename this version' },
  save: { id: 'builder.history.save', defaultMessage: 'Save' },
  nameRequired: { id: 'builder.history.nameRequired', defaultMessage: 'Give the version a name.' },
  nameInvalid: {
    id: 'builder.history.nameInvalid',
    defaultMessage: 'A name cannot hold control or text-direction characters.',
  },
  restoredDescription: {
    id: 'builder.history.restoredDescription',
    defaultMessage: 'What you had before is kept as a version.',
  },
  undo: { id: 'builder.history.undo', defaultMessage: 'Undo' },
  undone: { id: 'builder.history.undone', defaultMessage: 'The restore is undone.' },
  viewingHint: {
    id: 'builder.history.viewingHint',
    defaultMessage: 'Read-only: the resume as it was then.',
  },
  backToCurrent: { id: 'builder.history.backToCurrent', defaultMessage: 'Back to current' },
  compareTitle: { id: 'builder.history.compareTitle', defaultMessage: 'Compare versions' },
  older: { id: 'builder.history.older', defaultMessage: 'Older' },
  newer: { id: 'builder.history.newer', defaultMessage: 'Newer' },
  currentVersion: { id: 'builder.history.currentVersion', defaultMessage: 'Current version' },
  noDifferences: {
    id: 'builder.history.noDifferences',
    defaultMessage: 'These versions hold the same text.',
  },
  added: { id: 'builder.history.added', defaultMessage: 'Added' },
  removed: { id: 'builder.history.removed', defaultMessage: 'Removed' },
});

export const historyValueMessages = defineMessages<{
  actions: { number: string };
  deleteBody: { name: string };
  nameTooLong: { max: string };
  savedAs: { name: string };
  restored: { number: string };
  viewing: { number: string };
  versionNumber: { number: string };
  partAdded: { count: string };
  partRemoved: { count: string };
  partEdited: { count: string };
  sectionParts: { section: string; parts: string };
  sectionEdited: { section: string };
  words: { added: string; removed: string };
  template: { from: string; to: string };
  device: { browser: string; system: string };
}>({
  actions: { id: 'builder.history.actions', defaultMessage: 'Actions for version {number}' },
  deleteBody: {
    id: 'builder.history.deleteBody',
    defaultMessage: '“{name}” leaves the history. The resume as it is now does not change.',
  },
  nameTooLong: {
    id: 'builder.history.nameTooLong',
    defaultMessage: 'A name is at most {max} characters.',
  },
  savedAs: { id: 'builder.history.savedAs', defaultMessage: '“{name}” is kept in the history.' },
  restored: { id: 'builder.history.restored', defaultMessage: 'Version {number} is back.' },
  viewing: { id: 'builder.history.viewing', defaultMessage: 'Viewing version {number}' },
  versionNumber: { id: 'builder.history.versionNumber', defaultMessage: 'Version {number}' },
  partAdded: { id: 'builder.history.partAdded', defaultMessage: '{count} added' },
  partRemoved: { id: 'builder.history.partRemoved', defaultMessage: '{count} removed' },
  partEdited: { id: 'builder.history.partEdited', defaultMessage: '{count} edited' },
  sectionParts: { id: 'builder.history.sectionParts', defaultMessage: '{section}: {parts}' },
  sectionEdited: { id: 'builder.history.sectionEdited', defaultMessage: '{section} edited' },
  words: { id: 'builder.history.words', defaultMessage: '+{added} / −{removed} words' },
  template: { id: 'builder.history.template', defaultMessage: 'Template: {from} → {to}' },
  device: { id: 'builder.history.device', defaultMessage: '{browser} on {system}' },
});
