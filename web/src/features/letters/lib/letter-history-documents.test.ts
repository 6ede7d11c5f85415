import { print } from 'graphql';

import {
  DeleteLetterVersionDocument,
  LetterVersionDataDocument,
  LetterVersionsDocument,
  RenameLetterVersionDocument,
  RestoreLetterVersionDocument,
  SaveLetterVersionDocument,
} from '../../../lib/graphql/generated/graphql';
import { letterHistoryDocuments } from './letter-history-documents';

describe('the letter’s history operations', () => {
  it('are, made from the resume’s, exactly those of letter-history.graphql', () => {
    const generated = {
      versions: LetterVersionsDocument,
      version: LetterVersionDataDocument,
      restore: RestoreLetterVersionDocument,
      save: SaveLetterVersionDocument,
      rename: RenameLetterVersionDocument,
      remove: DeleteLetterVersionDocument,
    };
    for (const [name, document] of Object.entries(generated)) {
      expect([name, print(letterHistoryDocuments[name as keyof typeof generated])]).toEqual([
        name,
        print(document),
      ]);
    }
  });
});
