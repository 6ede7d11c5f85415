import { defineMessages } from 'react-intl';

/** The preview pane's words. */
export const canvasMessages = defineMessages<{
  frameTitle: { title: string };
  stage: Record<string, never>;
  toolbar: Record<string, never>;
  undo: Record<string, never>;
  redo: Record<string, never>;
  zoomIn: Record<string, never>;
  zoomOut: Record<string, never>;
  zoomReset: Record<string, never>;
  center: Record<string, never>;
  breakLine: Record<string, never>;
  pageNumbers: Record<string, never>;
  copyLink: Record<string, never>;
  copyLinkPrivate: Record<string, never>;
  moreTools: Record<string, never>;
  // The number in the reader's digits; the message places the sign ("100 %", "%100").
  zoomLevel: { percent: string };
  download: Record<string, never>;
  preparing: Record<string, never>;
  pages: { count: number };
}>({
  frameTitle: { id: 'builder.canvas.frameTitle', defaultMessage: 'Preview of {title}' },
  stage: { id: 'builder.canvas.stage', defaultMessage: 'Resume preview' },
  toolbar: { id: 'builder.canvas.toolbar', defaultMessage: 'Preview tools' },
  undo: { id: 'builder.canvas.undo', defaultMessage: 'Undo' },
  redo: { id: 'builder.canvas.redo', defaultMessage: 'Redo' },
  zoomIn: { id: 'builder.canvas.zoomIn', defaultMessage: 'Zoom in' },
  zoomOut: { id: 'builder.canvas.zoomOut', defaultMessage: 'Zoom out' },
  zoomReset: { id: 'builder.canvas.zoomReset', defaultMessage: 'Reset zoom' },
  center: { id: 'builder.canvas.center', defaultMessage: 'Center the artboard' },
  breakLine: { id: 'builder.canvas.breakLine', defaultMessage: 'Show the page-break line' },
  pageNumbers: { id: 'builder.canvas.pageNumbers', defaultMessage: 'Show page numbers' },
  copyLink: { id: 'builder.canvas.copyLink', defaultMessage: 'Copy link to resume' },
  copyLinkPrivate: {
    id: 'builder.canvas.copyLinkPrivate',
    defaultMessage: 'Make the resume public in Sharing to copy its link',
  },
  moreTools: { id: 'builder.canvas.moreTools', defaultMessage: 'More preview tools' },
  zoomLevel: { id: 'builder.canvas.zoomLevel', defaultMessage: '{percent}%' },
  download: { id: 'builder.canvas.download', defaultMessage: 'Download PDF' },
  preparing: { id: 'builder.canvas.preparing', defaultMessage: 'Preparing PDF…' },
  pages: {
    id: 'builder.canvas.pages',
    defaultMessage: '{count, plural, one {# page} other {# pages}}',
  },
});
