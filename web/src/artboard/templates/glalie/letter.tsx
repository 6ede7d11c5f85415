import { Columns, StackedHeader } from '../../blocks/layout';
import { LetterContent } from '../../letter/blocks';

/** Glalie's letter: the tinted sidebar with its centred header and contacts, the letter in the main column. */
export function GlalieLetter() {
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
