import { type LetterData, type ResumeData } from '@vitae/schema';
import { useSyncExternalStore } from 'react';

/**
 * What the artboard draws: a resume, or a cover letter with the resume its
 * template's header reads (letter/letter-resume.ts). The last one received is
 * drawn (docs/templates.md#letters).
 */
export type ArtboardDocument =
  { kind: 'resume'; data: ResumeData } | { kind: 'letter'; letter: LetterData; data: ResumeData };

type Listener = () => void;

let current: ArtboardDocument | null = null;
const listeners = new Set<Listener>();

function setDocument(document: ArtboardDocument | null): void {
  current = document;
  for (const listener of listeners) {
    listener();
  }
}

/** Replaces what is drawn with a resume (null: nothing); every subscriber redraws. */
export function setResume(data: ResumeData | null): void {
  setDocument(data ? { kind: 'resume', data } : null);
}

/**
 * Replaces what is drawn with a cover letter and the resume its header reads
 * (`letterAsResume`, loaded with the letter's code); every subscriber redraws.
 */
export function setLetter(letter: LetterData, data: ResumeData): void {
  setDocument({ kind: 'letter', letter, data });
}

/** The resume being drawn, or null before any arrived or while a letter is drawn. */
export function getResume(): ResumeData | null {
  return current?.kind === 'resume' ? current.data : null;
}

/** The letter being drawn, or null while none is. */
export function getLetter(): LetterData | null {
  return current?.kind === 'letter' ? current.letter : null;
}

/** What is drawn: the last resume or letter received, or null. */
export function getDocument(): ArtboardDocument | null {
  return current;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The resume being drawn, as React state. */
export function useResume(): ResumeData | null {
  return useSyncExternalStore(subscribe, getResume, getResume);
}

/** What is drawn, resume or letter, as React state. */
export function useDocument(): ArtboardDocument | null {
  return useSyncExternalStore(subscribe, getDocument, getDocument);
}
