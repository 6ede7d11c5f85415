import { DocumentKind as JobDocumentKind } from '@vitae/proto';

/**
 * The kinds of document render prints: a resume, or a cover letter
 * (docs/render.md#cover-letters). They are drawn by the same artboard in the
 * same pages, each through its own call, and cached under keys that never meet.
 */
export type DocumentKind = 'resume' | 'letter';

/** How a print job (`RenderRequested.document_kind`) names the kind. */
export function jobDocumentKind(kind: DocumentKind = 'resume'): JobDocumentKind {
  return kind === 'letter' ? JobDocumentKind.LETTER : JobDocumentKind.RESUME;
}

/** The kind a print job names; a job of an older publisher names none and is a resume. */
export function documentKindOfJob(kind: JobDocumentKind): DocumentKind {
  return kind === JobDocumentKind.LETTER ? 'letter' : 'resume';
}
