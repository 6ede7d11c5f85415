import { useQuery } from '@apollo/client/react';
import { type LetterData } from '@vitae/schema';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';

import { LetterBuilderLetterDocument } from '../../../lib/graphql/generated/graphql';
import { type StoredLetter } from '../lib/letter-store';

/**
 * The letter the builder edits, loaded first and never from the cache (its
 * saves are based on the stored version); when it cannot be loaded (missing,
 * another person's, the network) the builder goes to /dashboard/letters.
 */
export function useBuilderLetter(id: string): StoredLetter | undefined {
  const navigate = useNavigate();
  const { data, error } = useQuery(LetterBuilderLetterDocument, {
    variables: { id },
    fetchPolicy: 'no-cache',
  });
  useEffect(() => {
    if (error) {
      void navigate('/dashboard/letters', { replace: true });
    }
  }, [error, navigate]);
  return useMemo(
    () =>
      data
        ? {
            id: data.letter.id,
            title: data.letter.title,
            locked: data.letter.locked,
            updatedAt: data.letter.updatedAt,
            version: data.letter.version,
            data: data.letter.data as LetterData,
          }
        : undefined,
    [data],
  );
}
