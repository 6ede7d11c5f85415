import { DocumentCard } from './document-tile';
import { JobLine } from './job-line';
import { ResumeContextMenu, ResumeMoreMenu } from './resume-actions';
import { type ResumeItemProps } from './resume-item';
import { ResumePreview } from './resume-preview';

export type ResumeCardProps = ResumeItemProps;

/** A resume in the grid: its first page, title and age; a click opens the builder. */
export function ResumeCard({ resume, now, onAction }: ResumeCardProps) {
  return (
    <DocumentCard
      document={resume}
      to={`/builder/${resume.id}`}
      now={now}
      preview={() => (
        <ResumePreview id={resume.id} title={resume.title} updatedAt={resume.updatedAt} />
      )}
      detail={() => <JobLine job={resume.job} />}
      menu={<ResumeMoreMenu resume={resume} onAction={onAction} />}
      contextMenu={(tile) => (
        <ResumeContextMenu resume={resume} onAction={onAction}>
          {tile}
        </ResumeContextMenu>
      )}
      dataAttributes={{ 'data-resume-id': resume.id }}
    />
  );
}
