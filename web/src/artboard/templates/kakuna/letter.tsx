import { StackedHeader } from '../../blocks/layout';
import { LetterContent } from '../../letter/blocks';

/** Kakuna's letter: its centred, classic header, the letter beneath. */
export function KakunaLetter() {
  return (
    <>
      <StackedHeader />
      <LetterContent />
    </>
  );
}
