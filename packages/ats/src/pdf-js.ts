/**
 * The part of pdf.js (`pdfjs-dist`) the check uses, handed in by the caller:
 * the browser worker loads its build, Node the legacy build
 * (`pdfjs-dist/legacy/build/pdf.mjs`). Only `getDocument` and `OPS` are used.
 */
export type PdfJs = {
  getDocument(source: {
    data: Uint8Array;
    isEvalSupported: boolean;
    disableFontFace: boolean;
    useSystemFonts: boolean;
    fontExtraProperties: boolean;
    stopAtErrors: boolean;
    verbosity: number;
  }): { promise: Promise<unknown>; destroy(): Promise<void> };
  OPS: Record<string, number>;
};
