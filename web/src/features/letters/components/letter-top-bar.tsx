import { useIntl } from 'react-intl';

import { useKit } from '../hooks/builder-kit';
import { useLetterMeta } from '../hooks/letter-context';
import { letterMessages as messages } from './letter-messages';

export type LetterTopBarProps = {
  /** On small screens the side panes are sheets these buttons open. */
  onOpenFields?: () => void;
  onOpenDesign?: () => void;
};

/** The letter builder's top bar, the resume builder's frame's: back to the letters. */
export function LetterTopBar({ onOpenFields, onOpenDesign }: LetterTopBarProps) {
  const intl = useIntl();
  const { title, locked } = useLetterMeta();
  const { FrameTopBar } = useKit();
  return (
    <FrameTopBar
      back={{ to: '/dashboard/letters', label: intl.formatMessage(messages.back) }}
      title={title}
      lockedText={locked ? intl.formatMessage(messages.lockedIcon) : null}
      start={onOpenFields && { label: intl.formatMessage(messages.fields), onOpen: onOpenFields }}
      end={onOpenDesign && { label: intl.formatMessage(messages.design), onOpen: onOpenDesign }}
    />
  );
}
