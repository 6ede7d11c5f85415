import { type DocumentNode } from 'graphql';

import {
  DeleteResumeVersionDocument,
  RenameResumeVersionDocument,
  RestoreResumeVersionDocument,
  ResumeVersionDataDocument,
  ResumeVersionsDocument,
  SaveResumeVersionDocument,
} from '../../../lib/graphql/generated/graphql';
import type { HistoryDocuments } from '../../builder/hooks/use-document-history';

const letterName = (name: string) => name.replace('Resume', 'Letter').replace('resume', 'letter');

/**
 * Every name in a document with the letter's word for the resume's, and each
 * field so renamed answered under its old name: `resumeVersions` is asked as
 * `resumeVersions: letterVersions`.
 */
function forLetter<T>(node: T): T {
  if (Array.isArray(node)) {
    return node.map(forLetter) as T;
  }
  if (node === null || typeof node !== 'object') {
    return node;
  }
  const copy = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, forLetter(value)]),
  ) as Record<string, unknown>;
  if (copy.kind === 'Name' && typeof copy.value === 'string') {
    copy.value = letterName(copy.value);
  }
  const name = (node as { kind?: string; name?: { value: string }; alias?: unknown }).name;
  if (copy.kind === 'Field' && !copy.alias && name && letterName(name.value) !== name.value) {
    copy.alias = { kind: 'Name', value: name.value };
  }
  return copy as T;
}

const letterDocument = <D extends DocumentNode>(document: D): D => forLetter(document);

/**
 * The letter's history operations (`letter-history.graphql`, docs/letters.md#history)
 * made from the resume's at run time. They are the same operations with the
 * letter's names, answered under the resume's, so one hook serves both kinds;
 * and the resume's documents are in the chunk every route shares already,
 * where six more would cost `/builder/{id}` and the dashboard their budgets
 * (docs/performance.md#web-app). `letter-history-documents.test.ts` holds them
 * to the generated letter documents, checked against the schema.
 */
export const letterHistoryDocuments: HistoryDocuments = {
  versions: letterDocument(ResumeVersionsDocument),
  version: letterDocument(ResumeVersionDataDocument),
  restore: letterDocument(RestoreResumeVersionDocument),
  save: letterDocument(SaveResumeVersionDocument),
  rename: letterDocument(RenameResumeVersionDocument),
  remove: letterDocument(DeleteResumeVersionDocument),
};
