import { Contacts } from '../../blocks/basics';
import { HeaderText } from '../../blocks/layout';
import { LetterContent } from '../../letter/blocks';

/** Rotom's letter: its one-row header with the contacts in two columns, the letter beneath at full width. */
export function RotomLetter() {
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
