import { type LetterData } from '@vitae/schema';
import { createContext, useContext } from 'react';

/** The letter being drawn, for the letter blocks (docs/templates.md#letters). */
export const LetterContext = createContext<LetterData | null>(null);

/** The letter being drawn; only valid inside a template's letter. */
export function useLetter(): LetterData {
  const value = useContext(LetterContext);
  if (!value) {
    throw new Error('Letter blocks must be drawn inside <LetterContext>.');
  }
  return value;
}
