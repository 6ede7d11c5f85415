import { Contacts, Headline, Name } from '../../blocks/basics';
import { LetterContent } from '../../letter/blocks';

/** Swablu's letter: its light header, the letter beneath in the same narrower measure. */
export function SwabluLetter() {
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
