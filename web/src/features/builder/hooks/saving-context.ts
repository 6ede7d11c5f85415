import { type ResumeData } from '@vitae/schema';
import { createContext, useContext } from 'react';

import { type ResumeMeta } from '../lib/resume-store';
import { type SaveStatus } from '../machines/autosave-machine';

/** A change of the resume's title, slug or visibility. */
export type MetaChange = Partial<Pick<ResumeMeta, 'title' | 'slug' | 'visibility'>>;

/** What the builder's saving (components/builder-saving.tsx) offers the panes and bars. */
export type Saving = {
  status: SaveStatus;
  /** The resume changed elsewhere: keep this browser's document (saved whole) or load the other. */
  keepMine: () => void;
  takeTheirs: () => Promise<void>;
  /** Saves now instead of 500 ms later (before printing, before leaving). */
  flush: () => void;
  /** Whether everything on screen is stored. */
  isSaved: () => boolean;
  /** Sends what is pending now and resolves when it is stored, or when saving stops to ask. */
  whenSaved: () => Promise<void>;
  /** Title, slug or visibility, saved at once (after any pending document edit). */
  changeMeta: (change: MetaChange) => Promise<void>;
  /** The resume was unlocked: edits kept meanwhile are sent. */
  lockReleased: () => void;
  /** The stored version the document on screen is based on (a restore's `baseVersion`). */
  baseVersion: () => number;
  /** A restored version is on the server: show it, as stored, on its version. */
  adoptRestored: (data: ResumeData, version: number) => void;
};

/** Provided by BuilderSaving. */
export const SavingContext = createContext<Saving | null>(null);

export function useSaving(): Saving {
  const saving = useContext(SavingContext);
  if (!saving) {
    throw new Error('useSaving is used outside the builder');
  }
  return saving;
}
