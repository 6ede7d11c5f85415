export { importLimits } from './limits';
export { importMessages } from './messages';
export { parseImport } from './parse-import';
export * from './types';
