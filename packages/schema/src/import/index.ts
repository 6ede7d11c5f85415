export { type DocumentLine, linesFromPdfItems, type PdfTextItem } from './document/document-lines';
export { parseDocumentLines } from './document/parse-document';
export { importLimits } from './limits';
export { importMessages } from './messages';
export { parseImport } from './parse-import';
export * from './types';
export { type ImportPlace, type ImportWarningKind, importWarningKinds, placeOf } from './warnings';
