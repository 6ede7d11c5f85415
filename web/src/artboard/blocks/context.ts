import { type ResumeData } from '@vitae/schema';
import { createContext, useContext } from 'react';

import { type ArtboardStrings } from '../i18n/strings';

/** How a template draws skill and language levels (docs/product.md#item-fields: 0 to 5, 0 not drawn). */
export type LevelStyle = 'dots' | 'bar' | 'squares' | 'segments' | 'rings' | 'diamonds';

/**
 * What the building blocks read while a template draws: the resume, the
 * template's level style, and the words the artboard draws itself in the
 * resume's language (`metadata.language`, not the reader's interface language).
 */
export type ArtboardContextValue = {
  data: ResumeData;
  level: LevelStyle;
  strings: ArtboardStrings;
};

/** The resume being drawn and the drawing template's choices. */
export const ArtboardContext = createContext<ArtboardContextValue | null>(null);

/** The resume being drawn; only valid inside a template. */
export function useArtboard(): ArtboardContextValue {
  const value = useContext(ArtboardContext);
  if (!value) {
    throw new Error('Artboard building blocks must be drawn inside <ArtboardContext>.');
  }
  return value;
}
