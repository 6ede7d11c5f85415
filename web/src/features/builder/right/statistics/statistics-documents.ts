import { gql, type TypedDocumentNode } from '@apollo/client';

/** A resume's counters as its owner reads them (resume subgraph `resumeStatistics`). */
export type ResumeStatistics = { views: number; downloads: number };

export const RESUME_STATISTICS: TypedDocumentNode<
  { resumeStatistics: ResumeStatistics },
  { id: string }
> = gql`
  query ResumeStatistics($id: ID!) {
    resumeStatistics(id: $id) {
      views
      downloads
    }
  }
`;
