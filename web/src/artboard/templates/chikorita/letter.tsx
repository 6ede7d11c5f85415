import { Contacts, Headline, Name } from '../../blocks/basics';
import { Columns } from '../../blocks/layout';
import { LetterContent } from '../../letter/blocks';

/** Chikorita's letter: the name in the theme colour over the letter in the main column, the contacts in the solid colour sidebar. */
export function ChikoritaLetter() {
  return (
    <Columns
      main={[]}
      sidebar={[]}
      mainTop={
        <>
          <header className="header">
            <Name />
            <Headline />
          </header>
          <LetterContent />
        </>
      }
      sidebarTop={
        <div className="sidebar-top">
          <Contacts />
        </div>
      }
    />
  );
}
