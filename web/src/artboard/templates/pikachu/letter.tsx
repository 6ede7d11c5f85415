import { Contacts, Headline, Name } from '../../blocks/basics';
import { LetterContent } from '../../letter/blocks';

/** Pikachu's letter: the rounded colour panel with the name, headline and contacts across the top (the sidebar only held the picture, which a letter has not), the letter beneath. */
export function PikachuLetter() {
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
