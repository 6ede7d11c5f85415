import { type FindingPlace } from '@vitae/ats';

import { type ArtboardHighlightMessage } from '../../../../../artboard/page/highlight-dom';

/**
 * Marks a finding's place on the builder's preview, or clears the mark with
 * `null` (docs/ats.md#in-the-builder): the preview frame draws it over the
 * printed page, at the PDF point scaled to the page, and scrolls to it.
 */
export function highlightInPreview(place: FindingPlace | null): void {
  const frame = document.querySelector<HTMLIFrameElement>('iframe[src="/artboard/builder"]');
  const message: ArtboardHighlightMessage = { type: 'artboard:highlight', place };
  frame?.contentWindow?.postMessage(message, window.location.origin);
}
