import { defineMessages, useIntl } from 'react-intl';

import { useResumeMeta } from '../hooks/builder-context';
import { FrameTopBar } from './frame/frame-top-bar';

const messages = defineMessages({
  back: { id: 'builder.topBar.back', defaultMessage: 'Back to your resumes' },
  locked: {
    id: 'builder.topBar.locked',
    defaultMessage: 'This resume is locked. Unlock it to make changes.',
  },
  sections: { id: 'builder.topBar.sections', defaultMessage: 'Sections' },
  design: { id: 'builder.topBar.design', defaultMessage: 'Design' },
});

export type BuilderTopBarProps = {
  /** On small screens the side panes are sheets these buttons open. */
  onOpenSections?: () => void;
  onOpenDesign?: () => void;
};

/** The resume builder's top bar (docs/product.md#toolbars): back to the resumes. */
export function BuilderTopBar({ onOpenSections, onOpenDesign }: BuilderTopBarProps) {
  const intl = useIntl();
  const { title, locked } = useResumeMeta();
  return (
    <FrameTopBar
      back={{ to: '/dashboard/resumes', label: intl.formatMessage(messages.back) }}
      title={title}
      lockedText={locked ? intl.formatMessage(messages.locked) : null}
      start={
        onOpenSections && { label: intl.formatMessage(messages.sections), onOpen: onOpenSections }
      }
      end={onOpenDesign && { label: intl.formatMessage(messages.design), onOpen: onOpenDesign }}
    />
  );
}
