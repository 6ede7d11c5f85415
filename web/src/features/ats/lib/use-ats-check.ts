import { useCallback, useEffect, useRef, useState } from 'react';

import {
  AtsCheckError,
  type AtsErrorCode,
  atsLimits,
  type AtsReport,
  checkPdfInWorker,
} from '../check-in-worker';
import { isPdf } from './is-pdf';

/** Why a file was not checked: one of @vitae/ats's codes, not a PDF at all, or the worker failed. */
export type AtsProblem = AtsErrorCode | 'notPdf' | 'failed';

/** Where the page's check is: nothing chosen, a file being checked, its report, or why it was refused. */
export type AtsCheckState =
  | { kind: 'idle' }
  | { kind: 'checking'; name: string }
  | { kind: 'done'; name: string; size: number; report: AtsReport }
  | { kind: 'refused'; name: string; problem: AtsProblem };

/**
 * Checks the file the person chose, in the browser's worker
 * (docs/ats.md#the-ats-checker-page); a new choice cancels the check under way.
 */
export function useAtsCheck(): { state: AtsCheckState; check: (file: File) => void } {
  const [state, setState] = useState<AtsCheckState>({ kind: 'idle' });
  const running = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => running.current?.abort(), []);

  const check = useCallback((file: File) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const { name, size } = file;
    const refuse = (problem: AtsProblem) => {
      if (!controller.signal.aborted) {
        setState({ kind: 'refused', name, problem });
      }
    };
    // Over the limit, the file is not even read into memory.
    if (size > atsLimits.maxFileBytes) {
      refuse('fileTooLarge');
      return;
    }
    setState({ kind: 'checking', name });
    void (async () => {
      try {
        const bytes = new Uint8Array(await file.arrayBuffer());
        if (!isPdf(bytes)) {
          refuse('notPdf');
          return;
        }
        const report = await checkPdfInWorker(bytes, controller.signal);
        if (!controller.signal.aborted) {
          setState({ kind: 'done', name, size, report });
        }
      } catch (error) {
        if (error instanceof AtsCheckError) {
          refuse(error.code);
        } else if (!(error instanceof DOMException && error.name === 'AbortError')) {
          refuse('failed');
        }
      }
    })();
  }, []);

  return { state, check };
}
