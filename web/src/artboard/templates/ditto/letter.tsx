import { Contacts, Headline, Name } from '../../blocks/basics';
import { LetterContent } from '../../letter/blocks';

/** Ditto's letter: the colour band with the name and headline and the tinted contact strip, the letter beneath at full width. */
export function DittoLetter() {
  return (
    <>
      <header className="header">
        <div className="band">
          <div className="band-text">
            <Name />
            <Headline />
          </div>
        </div>
        <Contacts />
      </header>
      <LetterContent />
    </>
  );
}
