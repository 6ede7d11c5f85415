import { type ResumeData } from '@vitae/schema';
import { useSyncExternalStore } from 'react';

/** What the artboard draws: the resume, or nothing until the first message. */
type Listener = () => void;

let current: ResumeData | null = null;
const listeners = new Set<Listener>();

/** Replaces the resume being drawn (null: none); every subscriber redraws. */
export function setResume(data: ResumeData | null): void {
  current = data;
  for (const listener of listeners) {
    listener();
  }
}

/** The resume being drawn, or null before any arrived. */
export function getResume(): ResumeData | null {
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
