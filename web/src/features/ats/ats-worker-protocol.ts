import { type AtsErrorCode, type AtsReport } from '@vitae/ats';

/** What the page posts to the ATS worker: one PDF, its bytes transferred. */
export type AtsWorkerRequest = { id: number; bytes: Uint8Array };

/** The worker's answer to one request: the report, a refusal's code, or its own failure. */
export type AtsWorkerAnswer =
  | { id: number; ok: true; report: AtsReport }
  | { id: number; ok: false; code: AtsErrorCode }
  | { id: number; ok: false; code: 'failed'; message: string };
