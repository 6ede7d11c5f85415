import { useQuery } from '@apollo/client/react';
import { type ResumeData } from '@vitae/schema';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';

import {
  BuilderResumeDocument,
  type BuilderResumeQuery,
} from '../../../lib/graphql/generated/graphql';

/**
 * The resume as the builder opens it. Its document is the graph's `JSONObject`,
 * read as `ResumeData`: the resume service stores only documents
 * `@vitae/schema` accepts (docs/resume.md).
 */
export type BuilderResume = Omit<BuilderResumeQuery['resume'], 'data'> & { data: ResumeData };

/** Reads the graph's answer as the builder's resume. */
export function builderResumeOf(answer: BuilderResumeQuery): BuilderResume {
  return { ...answer.resume, data: answer.resume.data as ResumeData };
}

/**
 * The resume the builder edits, loaded first (docs/product.md#builder); when it cannot be
 * loaded (missing, another person's, the network), the builder goes to
 * /dashboard (docs/product.md#other-errors).
 */
export function useBuilderResume(id: string): BuilderResume | undefined {
  const navigate = useNavigate();
  const { data, error } = useQuery(BuilderResumeDocument, {
    variables: { id },
    // Always the stored version: the builder's saves are based on it. Not kept
    // in the cache either, so the builder's own saves (which update the cached
    // resume for the dashboard's list) do not draw the page again.
    fetchPolicy: 'no-cache',
  });
  useEffect(() => {
    if (error) {
      void navigate('/dashboard', { replace: true });
    }
  }, [error, navigate]);
  return useMemo(() => (data ? builderResumeOf(data) : undefined), [data]);
}
