import { gql, type TypedDocumentNode } from '@apollo/client';

/** What the resume list shows of a resume (no document: the list stays small). */
export type ResumeSummary = {
  __typename?: 'Resume';
  id: string;
  title: string;
  slug: string;
  visibility: 'public' | 'private';
  locked: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
};

const resumeSummaryFields = gql`
  fragment ResumeSummaryFields on Resume {
    id
    title
    slug
    visibility
    locked
    version
    createdAt
    updatedAt
  }
`;

/**
 * The signed-in person's resumes. Its operation name is `Resumes`: the import
 * dialog refetches it by that name after an import.
 */
export const RESUMES: TypedDocumentNode<{ resumes: ResumeSummary[] }, Record<string, never>> = gql`
  query Resumes {
    resumes {
      ...ResumeSummaryFields
    }
  }
  ${resumeSummaryFields}
`;

/** One resume's document, read only when it is duplicated. */
export const RESUME_DATA: TypedDocumentNode<
  { resume: { __typename?: 'Resume'; id: string; data: Record<string, unknown> } },
  { id: string }
> = gql`
  query ResumeData($id: ID!) {
    resume(id: $id) {
      id
      data
    }
  }
`;

export type CreateResumeVariables = {
  input: { title: string; slug: string; visibility?: 'public' | 'private'; sample?: boolean };
};

export const CREATE_RESUME: TypedDocumentNode<
  { createResume: ResumeSummary },
  CreateResumeVariables
> = gql`
  mutation CreateResume($input: CreateResumeInput!) {
    createResume(input: $input) {
      ...ResumeSummaryFields
    }
  }
  ${resumeSummaryFields}
`;

export type ImportResumeVariables = {
  input: { title?: string; slug?: string; data: Record<string, unknown> };
};

export const IMPORT_RESUME: TypedDocumentNode<
  { importResume: ResumeSummary },
  ImportResumeVariables
> = gql`
  mutation DuplicateResumeAsImport($input: ImportResumeInput!) {
    importResume(input: $input) {
      ...ResumeSummaryFields
    }
  }
  ${resumeSummaryFields}
`;

export type UpdateResumeVariables = {
  id: string;
  input: { title?: string; slug?: string };
};

export const UPDATE_RESUME: TypedDocumentNode<
  { updateResume: ResumeSummary },
  UpdateResumeVariables
> = gql`
  mutation UpdateResume($id: ID!, $input: UpdateResumeInput!) {
    updateResume(id: $id, input: $input) {
      ...ResumeSummaryFields
    }
  }
  ${resumeSummaryFields}
`;

export const LOCK_RESUME: TypedDocumentNode<
  { lockResume: ResumeSummary },
  { id: string; set: boolean }
> = gql`
  mutation LockResume($id: ID!, $set: Boolean!) {
    lockResume(id: $id, set: $set) {
      ...ResumeSummaryFields
    }
  }
  ${resumeSummaryFields}
`;

export const DELETE_RESUME: TypedDocumentNode<
  { deleteResume: { __typename?: 'Resume'; id: string } },
  { id: string }
> = gql`
  mutation DeleteResume($id: ID!) {
    deleteResume(id: $id) {
      id
    }
  }
`;
