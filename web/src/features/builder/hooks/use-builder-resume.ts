import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

import { BUILDER_RESUME } from '../graphql/builder-documents';

/**
 * The resume the builder edits, loaded first (SPEC §2); when it cannot be
 * loaded (missing, another person's, the network), the builder goes to
 * /dashboard (SPEC §8).
 */
export function useBuilderResume(id: string) {
  const navigate = useNavigate();
  const { data, error } = useQuery(BUILDER_RESUME, {
    variables: { id },
    // Always the stored version: the builder's saves are based on it.
    fetchPolicy: 'network-only',
  });
  useEffect(() => {
    if (error) {
      void navigate('/dashboard', { replace: true });
    }
  }, [error, navigate]);
  return data?.resume;
}
