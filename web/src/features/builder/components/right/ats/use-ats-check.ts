import { useApolloClient } from '@apollo/client/react';
import { type AtsReport, compareWithResume, type FieldComparison } from '@vitae/ats';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';

import { PrintResumeDocument } from '../../../../../lib/graphql/generated/graphql';
import { checkPdfInWorker } from '../../../../ats/check-in-worker';
import { useResume, useResumeMeta } from '../../../hooks/builder-context';
import { SavingContext } from '../../../hooks/saving-context';

/**
 * How long after the last change the check runs again: the builder saves 500
 * ms after the last key and render prints the PDF ahead 500 ms after the save
 * (docs/render.md#ahead-of-time), so by then the PDF is usually stored.
 */
export const recheckDelayMs = 1500;

/** Why a check gave no report: the PDF has no text, or it could not be printed or read. */
export type AtsProblem = 'noText' | 'failed';

export type AtsCheckResult = { report: AtsReport; comparison: FieldComparison[] };

export type AtsCheckState = {
  /** The last check's result, kept on screen while the next one runs. */
  result: AtsCheckResult | null;
  running: boolean;
  problem: AtsProblem | null;
  /** Runs the check now. */
  retry: () => void;
};

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The ATS check of the resume's current PDF (docs/ats.md#in-the-builder): run
 * once `enabled` (the section has been on screen), then again `recheckDelayMs` after the last change,
 * after the pending save, on the PDF render printed ahead (or prints now). A
 * change while a check runs cancels it: its answer would be of a stale PDF.
 * It reads the PDF only: a locked resume is checked like any other.
 */
export function useAtsCheck(enabled = true): AtsCheckState {
  const client = useApolloClient();
  const saving = useContext(SavingContext);
  const { id } = useResumeMeta();
  const data = useResume((document) => document);
  const [result, setResult] = useState<AtsCheckResult | null>(null);
  const [running, setRunning] = useState(true);
  const [problem, setProblem] = useState<AtsProblem | null>(null);
  const current = useRef<AbortController | null>(null);
  const first = useRef(true);
  const latest = useRef({ data, client, saving, id });
  latest.current = { data, client, saving, id };

  const run = useCallback(async () => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    const { signal } = controller;
    setRunning(true);
    try {
      const { client, saving, id } = latest.current;
      await saving?.whenSaved();
      const typed = latest.current.data;
      const { data: answer } = await client.query({
        query: PrintResumeDocument,
        variables: { id },
        fetchPolicy: 'no-cache',
      });
      if (!answer) {
        throw new Error('no PDF address');
      }
      const response = await fetch(answer.resume.pdfUrl, { signal, credentials: 'same-origin' });
      if (!response.ok) {
        throw new Error(`the PDF answered ${response.status}`);
      }
      const bytes = new Uint8Array(await response.arrayBuffer());
      const report = await checkPdfInWorker(bytes, signal);
      signal.throwIfAborted();
      setResult({ report, comparison: compareWithResume(report.reading, typed) });
      setProblem(null);
    } catch (error) {
      if (signal.aborted || isAbort(error)) {
        return;
      }
      setProblem((error as { code?: unknown } | null)?.code === 'noText' ? 'noText' : 'failed');
      setResult(null);
    } finally {
      if (current.current === controller) {
        current.current = null;
        setRunning(false);
      }
    }
  }, []);

  useEffect(() => {
    if (!enabled) {
      return;
    }
    if (first.current) {
      first.current = false;
      void run();
      return;
    }
    // A change: the running check is of an older PDF; the next waits for a quiet spell.
    const stale = current.current;
    current.current = null;
    stale?.abort();
    setRunning(true);
    const timer = window.setTimeout(() => void run(), recheckDelayMs);
    return () => window.clearTimeout(timer);
  }, [data, enabled, run]);

  useEffect(() => () => current.current?.abort(), []);

  const retry = useCallback(() => void run(), [run]);
  return { result, running, problem, retry };
}
