import { timestampDate } from '@vitae/proto';

import { type DocumentChange } from './ahead-of-time';

/** The fields a resume's and a letter's change event both carry. */
type ChangeEvent = Omit<DocumentChange, 'id' | 'changedAt'> & {
  changedAt?: Parameters<typeof timestampDate>[0];
};

/** A decoded change event, of the document `id`, as printing ahead reads it. */
export function documentChange(id: string, change: ChangeEvent): DocumentChange {
  return {
    id,
    userId: change.userId,
    version: change.version,
    contentHash: change.contentHash,
    title: change.title,
    dataJson: change.dataJson,
    visibility: change.visibility,
    changedAt: change.changedAt ? timestampDate(change.changedAt).getTime() : undefined,
  };
}
