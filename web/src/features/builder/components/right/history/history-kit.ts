/**
 * The History panel's pieces another kind of document's builder reuses (the
 * letter builder, docs/letters.md#the-letter-builder): the list's row, the
 * name dialog, the list and its dialogs, the restore, the words and the data hook. `builderKit.loadHistory` loads
 * them with the resume's History panel (which re-exports them), and with them
 * its icons, which the letter's chunk importing them itself would move into a
 * chunk `/builder/{id}` loads.
 */
export { useDocumentHistory } from '../../../hooks/use-document-history';
export { historyMessages, historyValueMessages } from './history-messages';
export { useRestoreVersion, VersionDialogs, VersionList } from './version-list';
export { VersionNameDialog } from './version-name-dialog';
export { VersionRow } from './version-row';
export { versionSummary } from './version-summary';
export { History as HistoryIcon, Save as SaveIcon } from 'lucide-react';
