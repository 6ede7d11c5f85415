import { Contacts, Headline, Name } from '../../blocks/basics';
import { LetterContent } from '../../letter/blocks';

/** Slowking's letter: its formal header in small capitals, the letter beneath in the one column. */
export function SlowkingLetter() {
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
