import { PictureBesideText } from '../../blocks/layout';
import { LetterContent } from '../../letter/blocks';

/** Rhyhorn's letter: its plain header over the colour rule, the letter beneath at full width. */
export function RhyhornLetter() {
  return (
    <>
      <PictureBesideText />
      <LetterContent />
    </>
  );
}
