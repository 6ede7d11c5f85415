import { Contacts } from '../../blocks/basics';
import { HeaderText } from '../../blocks/layout';
import { LetterContent } from '../../letter/blocks';

/** Nosepass's letter: its header (name in colour, the ruled contact column on the other side), the letter beneath at full width. */
export function NosepassLetter() {
  return (
    <>
      <header className="header">
        <HeaderText />
        <Contacts />
      </header>
      <LetterContent />
    </>
  );
}
