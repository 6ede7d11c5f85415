import { DocumentRow } from './document-tile';
import { JobLine } from './job-line';
import { ResumeContextMenu, ResumeMoreMenu } from './resume-actions';
import { type ResumeItemProps } from './resume-item';
import { ResumePreview } from './resume-preview';

export type ResumeRowProps = ResumeItemProps;

/** A resume in the list: a thumbnail, its title and age, and its menu. */
export function ResumeRow({ resume, now, onAction }: ResumeRowProps) {
  return (
    <DocumentRow
      document={resume}
      to={`/builder/${resume.id}`}
      now={now}
      preview={(small) => (
        <ResumePreview
          id={resume.id}
          title={resume.title}
          updatedAt={resume.updatedAt}
          small={small}
        />
      )}
      detail={(fontSize) => <JobLine job={resume.job} fontSize={fontSize} />}
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
