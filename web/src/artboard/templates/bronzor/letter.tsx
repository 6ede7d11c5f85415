import { Contacts } from '../../blocks/basics';
import { HeaderText } from '../../blocks/layout';
import { LetterContent } from '../../letter/blocks';

/** Bronzor's letter: its header (name, then the contacts right-aligned over the double rule), the letter in the ledger's one column. */
export function BronzorLetter() {
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
