import { PictureBesideText } from '../../blocks/layout';
import { LetterContent } from '../../letter/blocks';

/** Xatu's letter: its header with the contacts as tinted pills, the letter beneath at full width. */
export function XatuLetter() {
  return (
    <>
      <PictureBesideText />
      <LetterContent />
    </>
  );
}
