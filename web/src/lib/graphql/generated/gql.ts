/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query BuilderResume($id: ID!) {\n  resume(id: $id) {\n    id\n    title\n    slug\n    visibility\n    locked\n    version\n    updatedAt\n    data\n  }\n}\n\nmutation SaveResumeData($id: ID!, $data: JSONObject!, $baseVersion: Int!, $save: ResumeSaveInput) {\n  updateResume(\n    id: $id\n    input: {data: $data, baseVersion: $baseVersion}\n    save: $save\n  ) {\n    id\n    version\n    updatedAt\n  }\n}\n\nmutation SaveResumeMeta($id: ID!, $input: UpdateResumeInput!) {\n  updateResume(id: $id, input: $input) {\n    id\n    title\n    slug\n    visibility\n    version\n    updatedAt\n  }\n}\n\nmutation UnlockResume($id: ID!) {\n  lockResume(id: $id, set: false) {\n    id\n    locked\n    version\n    updatedAt\n  }\n}\n\nquery PrintResume($id: ID!) {\n  resume(id: $id) {\n    id\n    pdfUrl\n  }\n}\n\nquery ResumeStatistics($id: ID!) {\n  resumeStatistics(id: $id) {\n    views\n    downloads\n  }\n}": typeof types.BuilderResumeDocument,
    "mutation ImportResume($input: ImportResumeInput!) {\n  importResume(input: $input) {\n    id\n    title\n    slug\n  }\n}": typeof types.ImportResumeDocument,
    "fragment ResumeSummaryFields on Resume {\n  id\n  title\n  slug\n  visibility\n  locked\n  version\n  createdAt\n  updatedAt\n}\n\nquery Resumes {\n  resumes {\n    ...ResumeSummaryFields\n  }\n}\n\nquery ResumeData($id: ID!) {\n  resume(id: $id) {\n    id\n    data\n  }\n}\n\nquery ResumePreview($id: ID!) {\n  resume(id: $id) {\n    id\n    previewUrl\n  }\n}\n\nmutation CreateResume($input: CreateResumeInput!) {\n  createResume(input: $input) {\n    ...ResumeSummaryFields\n  }\n}\n\nmutation DuplicateResumeAsImport($input: ImportResumeInput!) {\n  importResume(input: $input) {\n    ...ResumeSummaryFields\n  }\n}\n\nmutation UpdateResume($id: ID!, $input: UpdateResumeInput!) {\n  updateResume(id: $id, input: $input) {\n    ...ResumeSummaryFields\n  }\n}\n\nmutation LockResume($id: ID!, $set: Boolean!) {\n  lockResume(id: $id, set: $set) {\n    ...ResumeSummaryFields\n  }\n}\n\nmutation DeleteResume($id: ID!) {\n  deleteResume(id: $id) {\n    id\n  }\n}": typeof types.ResumeSummaryFieldsFragmentDoc,
};
const documents: Documents = {
    "query BuilderResume($id: ID!) {\n  resume(id: $id) {\n    id\n    title\n    slug\n    visibility\n    locked\n    version\n    updatedAt\n    data\n  }\n}\n\nmutation SaveResumeData($id: ID!, $data: JSONObject!, $baseVersion: Int!, $save: ResumeSaveInput) {\n  updateResume(\n    id: $id\n    input: {data: $data, baseVersion: $baseVersion}\n    save: $save\n  ) {\n    id\n    version\n    updatedAt\n  }\n}\n\nmutation SaveResumeMeta($id: ID!, $input: UpdateResumeInput!) {\n  updateResume(id: $id, input: $input) {\n    id\n    title\n    slug\n    visibility\n    version\n    updatedAt\n  }\n}\n\nmutation UnlockResume($id: ID!) {\n  lockResume(id: $id, set: false) {\n    id\n    locked\n    version\n    updatedAt\n  }\n}\n\nquery PrintResume($id: ID!) {\n  resume(id: $id) {\n    id\n    pdfUrl\n  }\n}\n\nquery ResumeStatistics($id: ID!) {\n  resumeStatistics(id: $id) {\n    views\n    downloads\n  }\n}": types.BuilderResumeDocument,
    "mutation ImportResume($input: ImportResumeInput!) {\n  importResume(input: $input) {\n    id\n    title\n    slug\n  }\n}": types.ImportResumeDocument,
    "fragment ResumeSummaryFields on Resume {\n  id\n  title\n  slug\n  visibility\n  locked\n  version\n  createdAt\n  updatedAt\n}\n\nquery Resumes {\n  resumes {\n    ...ResumeSummaryFields\n  }\n}\n\nquery ResumeData($id: ID!) {\n  resume(id: $id) {\n    id\n    data\n  }\n}\n\nquery ResumePreview($id: ID!) {\n  resume(id: $id) {\n    id\n    previewUrl\n  }\n}\n\nmutation CreateResume($input: CreateResumeInput!) {\n  createResume(input: $input) {\n    ...ResumeSummaryFields\n  }\n}\n\nmutation DuplicateResumeAsImport($input: ImportResumeInput!) {\n  importResume(input: $input) {\n    ...ResumeSummaryFields\n  }\n}\n\nmutation UpdateResume($id: ID!, $input: UpdateResumeInput!) {\n  updateResume(id: $id, input: $input) {\n    ...ResumeSummaryFields\n  }\n}\n\nmutation LockResume($id: ID!, $set: Boolean!) {\n  lockResume(id: $id, set: $set) {\n    ...ResumeSummaryFields\n  }\n}\n\nmutation DeleteResume($id: ID!) {\n  deleteResume(id: $id) {\n    id\n  }\n}": types.ResumeSummaryFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BuilderResume($id: ID!) {\n  resume(id: $id) {\n    id\n    title\n    slug\n    visibility\n    locked\n    version\n    updatedAt\n    data\n  }\n}\n\nmutation SaveResumeData($id: ID!, $data: JSONObject!, $baseVersion: Int!, $save: ResumeSaveInput) {\n  updateResume(\n    id: $id\n    input: {data: $data, baseVersion: $baseVersion}\n    save: $save\n  ) {\n    id\n    version\n    updatedAt\n  }\n}\n\nmutation SaveResumeMeta($id: ID!, $input: UpdateResumeInput!) {\n  updateResume(id: $id, input: $input) {\n    id\n    title\n    slug\n    visibility\n    version\n    updatedAt\n  }\n}\n\nmutation UnlockResume($id: ID!) {\n  lockResume(id: $id, set: false) {\n    id\n    locked\n    version\n    updatedAt\n  }\n}\n\nquery PrintResume($id: ID!) {\n  resume(id: $id) {\n    id\n    pdfUrl\n  }\n}\n\nquery ResumeStatistics($id: ID!) {\n  resumeStatistics(id: $id) {\n    views\n    downloads\n  }\n}"): (typeof documents)["query BuilderResume($id: ID!) {\n  resume(id: $id) {\n    id\n    title\n    slug\n    visibility\n    locked\n    version\n    updatedAt\n    data\n  }\n}\n\nmutation SaveResumeData($id: ID!, $data: JSONObject!, $baseVersion: Int!, $save: ResumeSaveInput) {\n  updateResume(\n    id: $id\n    input: {data: $data, baseVersion: $baseVersion}\n    save: $save\n  ) {\n    id\n    version\n    updatedAt\n  }\n}\n\nmutation SaveResumeMeta($id: ID!, $input: UpdateResumeInput!) {\n  updateResume(id: $id, input: $input) {\n    id\n    title\n    slug\n    visibility\n    version\n    updatedAt\n  }\n}\n\nmutation UnlockResume($id: ID!) {\n  lockResume(id: $id, set: false) {\n    id\n    locked\n    version\n    updatedAt\n  }\n}\n\nquery PrintResume($id: ID!) {\n  resume(id: $id) {\n    id\n    pdfUrl\n  }\n}\n\nquery ResumeStatistics($id: ID!) {\n  resumeStatistics(id: $id) {\n    views\n    downloads\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ImportResume($input: ImportResumeInput!) {\n  importResume(input: $input) {\n    id\n    title\n    slug\n  }\n}"): (typeof documents)["mutation ImportResume($input: ImportResumeInput!) {\n  importResume(input: $input) {\n    id\n    title\n    slug\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ResumeSummaryFields on Resume {\n  id\n  title\n  slug\n  visibility\n  locked\n  version\n  createdAt\n  updatedAt\n}\n\nquery Resumes {\n  resumes {\n    ...ResumeSummaryFields\n  }\n}\n\nquery ResumeData($id: ID!) {\n  resume(id: $id) {\n    id\n    data\n  }\n}\n\nquery ResumePreview($id: ID!) {\n  resume(id: $id) {\n    id\n    previewUrl\n  }\n}\n\nmutation CreateResume($input: CreateResumeInput!) {\n  createResume(input: $input) {\n    ...ResumeSummaryFields\n  }\n}\n\nmutation DuplicateResumeAsImport($input: ImportResumeInput!) {\n  importResume(input: $input) {\n    ...ResumeSummaryFields\n  }\n}\n\nmutation UpdateResume($id: ID!, $input: UpdateResumeInput!) {\n  updateResume(id: $id, input: $input) {\n    ...ResumeSummaryFields\n  }\n}\n\nmutation LockResume($id: ID!, $set: Boolean!) {\n  lockResume(id: $id, set: $set) {\n    ...ResumeSummaryFields\n  }\n}\n\nmutation DeleteResume($id: ID!) {\n  deleteResume(id: $id) {\n    id\n  }\n}"): (typeof documents)["fragment ResumeSummaryFields on Resume {\n  id\n  title\n  slug\n  visibility\n  locked\n  version\n  createdAt\n  updatedAt\n}\n\nquery Resumes {\n  resumes {\n    ...ResumeSummaryFields\n  }\n}\n\nquery ResumeData($id: ID!) {\n  resume(id: $id) {\n    id\n    data\n  }\n}\n\nquery ResumePreview($id: ID!) {\n  resume(id: $id) {\n    id\n    previewUrl\n  }\n}\n\nmutation CreateResume($input: CreateResumeInput!) {\n  createResume(input: $input) {\n    ...ResumeSummaryFields\n  }\n}\n\nmutation DuplicateResumeAsImport($input: ImportResumeInput!) {\n  importResume(input: $input) {\n    ...ResumeSummaryFields\n  }\n}\n\nmutation UpdateResume($id: ID!, $input: UpdateResumeInput!) {\n  updateResume(id: $id, input: $input) {\n    ...ResumeSummaryFields\n  }\n}\n\nmutation LockResume($id: ID!, $set: Boolean!) {\n  lockResume(id: $id, set: $set) {\n    ...ResumeSummaryFields\n  }\n}\n\nmutation DeleteResume($id: ID!) {\n  deleteResume(id: $id) {\n    id\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;