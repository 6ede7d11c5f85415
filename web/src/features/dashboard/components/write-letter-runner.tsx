import { useEffect, useRef } from 'react';

import { type ResumeSummaryFieldsFragment as ResumeSummary } from '../../../lib/graphql/generated/graphql';
import { useWriteLetter } from '../hooks/use-write-letter';

export type WriteLetterRunnerProps = {
  resume: Pick<ResumeSummary, 'id' | 'title' | 'job'>;
  /** Called once the letter is written (the page has moved on) or refused (the toast shows). */
  onDone: () => void;
};

/**
 * Writes a letter from the resume as soon as it is drawn, and draws nothing: the
 * resumes page loads it, with the letter's operations and words, only when its
 * menu's Write a letter is chosen (docs/performance.md "Web app").
 */
export function WriteLetterRunner({ resume, onDone }: WriteLetterRunnerProps) {
  const { writeLetter } = useWriteLetter();
  // Once per drawing, even when an effect runs twice (React's strict mode).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) {
      return;
    }
    started.current = true;
    void writeLetter(resume).finally(onDone);
  }, [onDone, resume, writeLetter]);
  return null;
}
