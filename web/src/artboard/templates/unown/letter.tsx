import { Contacts, Headline, Name } from '../../blocks/basics';
import { LetterContent } from '../../letter/blocks';

/** Unown's letter: its plain header, the letter beneath in one column, in reading order. */
export function UnownLetter() {
  return (
    <>
      <header className="header">
        <Name />
        <Headline />
        <Contacts />
      </header>
      <LetterContent />
    </>
  );
}
