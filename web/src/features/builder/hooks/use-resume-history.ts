import {
  DeleteResumeVersionDocument,
  RenameResumeVersionDocument,
  RestoreResumeVersionDocument,
  ResumeVersionDataDocument,
  ResumeVersionsDocument,
  SaveResumeVersionDocument,
} from '../../../lib/graphql/generated/graphql';
import { type HistoryDocuments, useDocumentHistory } from './use-document-history';

const resumeHistory: HistoryDocuments = {
  versions: ResumeVersionsDocument,
  version: ResumeVersionDataDocument,
  restore: RestoreResumeVersionDocument,
  save: SaveResumeVersionDocument,
  rename: RenameResumeVersionDocument,
  remove: DeleteResumeVersionDocument,
};

/** The resume's History panel's data (docs/web.md#the-history-panel): the shared history hook. */
export function useResumeHistory(resumeId: string) {
  return useDocumentHistory(resumeHistory, resumeId);
}
