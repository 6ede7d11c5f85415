import { StackedHeader } from '../../blocks/layout';
import { LetterContent } from '../../letter/blocks';

/** Azurill's letter: its centred header across the page, the letter beneath at full width. */
export function AzurillLetter() {
  return (
    <>
      <StackedHeader />
      <LetterContent />
    </>
  );
}
