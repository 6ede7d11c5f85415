export { importLimits } from './limits';
export { importMessages } from './messages';
export { parseImport } from './parse-import';
export * from './types';
export { type ImportPlace, type ImportWarningKind, importWarningKinds, placeOf } from './warnings';
