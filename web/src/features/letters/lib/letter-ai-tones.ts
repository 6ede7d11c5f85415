/** docs/letters.md#the-letter-builder: the tones the letter body's rewrite offers. */
export const letterTones = ['formal', 'warm', 'concise', 'confident'] as const;
export type LetterTone = (typeof letterTones)[number];
