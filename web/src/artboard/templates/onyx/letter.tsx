import { PictureBesideText } from '../../blocks/layout';
import { LetterContent } from '../../letter/blocks';

/** Onyx's letter: its compact header over the heavy colour rule, the letter beneath. */
export function OnyxLetter() {
  return (
    <>
      <PictureBesideText />
      <LetterContent />
    </>
  );
}
