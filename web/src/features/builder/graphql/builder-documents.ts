import { gql, type TypedDocumentNode } from '@apollo/client';
import { type ResumeData } from '@vitae/schema';

/** What the builder loads of a resume: all of it, with the version its saves are based on. */
export type BuilderResume = {
  __typename?: 'Resume';
  id: string;
  title: string;
  slug: string;
  visibility: 'public' | 'private';
  locked: boolean;
  version: number;
  updatedAt: string;
  data: ResumeData;
};

export const BUILDER_RESUME: TypedDocumentNode<{ resume: BuilderResume }, { id: string }> = gql`
  query BuilderResume($id: ID!) {
    resume(id: $id) {
      id
      title
      slug
      visibility
      locked
      version
      updatedAt
      data
    }
  }
`;
