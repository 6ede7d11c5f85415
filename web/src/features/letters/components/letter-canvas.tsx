import { useRef } from 'react';
import { useIntl } from 'react-intl';

import { useArtboardFrame } from '../../../lib/artboard/use-artboard-frame';
import { useKit } from '../hooks/builder-kit';
import { useLetter, useLetterMeta } from '../hooks/letter-context';
import { letterMessages as messages, letterValueMessages } from './letter-messages';

/**
 * The letter builder's centre pane, the resume builder's frame's: the letter
 * drawn by the artboard in a frame (`/artboard/builder`), sent as
 * `artboard:letter` on every change (docs/templates.md#letters), fitted to the
 * pane's width.
 */
export function LetterCanvas() {
  const intl = useIntl();
  const frame = useRef<HTMLIFrameElement>(null);
  const letter = useLetter((data) => data);
  const { title } = useLetterMeta();
  const { FrameCanvas, useStageFit } = useKit();
  const { size, onLoad } = useArtboardFrame(frame, letter, 'artboard:letter');
  const fit = useStageFit(size);
  return (
    <FrameCanvas
      fit={fit}
      frame={frame}
      onLoad={onLoad}
      label={intl.formatMessage(messages.preview)}
      frameTitle={intl.formatMessage(letterValueMessages.frameTitle, { title })}
    />
  );
}
