import { Columns, StackedHeader } from '../../blocks/layout';
import { LetterContent } from '../../letter/blocks';

/** Gengar's letter: the solid colour sidebar with the name, headline and contacts, the letter in the main column. */
export function GengarLetter() {
  return (
    <Columns
      main={[]}
      sidebar={[]}
      sidebarFirst
      sidebarTop={<StackedHeader />}
      mainTop={<LetterContent />}
    />
  );
}
