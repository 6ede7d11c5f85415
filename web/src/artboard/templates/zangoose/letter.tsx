import { Contacts, Headline, Name } from '../../blocks/basics';
import { LetterContent } from '../../letter/blocks';

/** Zangoose's letter: the bold band of the theme colour with the name, headline and contacts, the letter beneath at full width. */
export function ZangooseLetter() {
  return (
    <>
      <header className="header">
        <div className="band-text">
          <Name />
          <Headline />
          <Contacts />
        </div>
      </header>
      <LetterContent />
    </>
  );
}
