import { PictureBesideText } from '../../blocks/layout';
import { LetterContent } from '../../letter/blocks';

/** Leafish's letter: its soft tinted header band, the letter beneath at full width. */
export function LeafishLetter() {
  return (
    <>
      <PictureBesideText pictureLast />
      <LetterContent />
    </>
  );
}
