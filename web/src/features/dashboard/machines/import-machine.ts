import {
  importAccept,
  importMessages,
  type ImportResult,
  type ImportType,
  parseImport,
  type ResumeData,
} from '@vitae/schema';
import { assign, emit, fromPromise, setup } from 'xstate';

import { readBytes } from '../lib/read-file';

/** What the parse actor is given: the chosen type and file. */
export type ParseInput = { type: ImportType; file: File };

/** The resume the server created, as much of it as the dialog reads. */
export type ImportedResume = { id: string; title: string; slug: string };

/** A validation's outcome and the type it was made for (Import needs them to match). */
export type Validation = { type: ImportType; outcome: ImportResult };

/** Why a field holds the dialog back, shown at the field. */
export type FieldProblem = 'required' | 'extension';

export type ImportContext = {
  type: ImportType | null;
  file: File | null;
  result: Validation | null;
  fieldProblems: { type?: FieldProblem; file?: FieldProblem };
  /** Grows each time the file is cleared, so the dialog empties its file input too. */
  fileKey: number;
};

export type ImportEvent =
  | { type: 'import.type.change'; fileType: ImportType }
  | { type: 'import.file.change'; file: File | null }
  | { type: 'import.validate' }
  | { type: 'import.discard' }
  | { type: 'import.submit' };

/** What the machine tells the dialog: the toasts to show and the resume to add to the list. */
export type ImportEmitted =
  | { type: 'import.validationFailed' }
  | { type: 'import.serverFailed'; error: unknown }
  | { type: 'import.imported'; resume: ImportedResume };

/** Whether a file's name ends with the extension its type accepts (docs/product.md#import-rules). */
export function hasAcceptedExtension(file: File, type: ImportType): boolean {
  return file.name.toLowerCase().endsWith(importAccept[type]);
}

/** Checks the form before validating: a type, a file, and a file the type accepts. */
function fieldProblemsOf({ type, file }: ImportContext): ImportContext['fieldProblems'] {
  return {
    ...(type === null ? { type: 'required' as const } : {}),
    ...(file === null
      ? { file: 'required' as const }
      : type !== null && !hasAcceptedExtension(file, type)
        ? { file: 'extension' as const }
        : {}),
  };
}

/** The validated data, when the result is valid and made for the type now selected. */
export function importableData(context: ImportContext): ResumeData | undefined {
  const { result, type } = context;
  return result && result.outcome.ok && result.type === type ? result.outcome.data : undefined;
}

/** Reads the file in this thread; the dialog provides a worker so a big file never blocks the page. */
const parseInThread = fromPromise<ImportResult, ParseInput>(async ({ input }) =>
  parseImport(input.type, await readBytes(input.file)),
);

/**
 * Import dialog (docs/product.md#import-dialog): no result and a Validate button at first; a failed
 * validation shows its errors and offers Discard, which resets; a successful
 * one shows its warnings, Import and a disabled "Validated". Changing the type
 * clears the file and the result; Import runs only for a valid result of the
 * selected type. Parsing and the server call are actors, so a test swaps them.
 */
export const importMachine = setup({
  types: {
    context: {} as ImportContext,
    events: {} as ImportEvent,
    emitted: {} as ImportEmitted,
  },
  actors: {
    parseFile: parseInThread,
    importResume: fromPromise<ImportedResume, { data: ResumeData }>(async () => {
      throw new Error('importResume is provided by the import dialog');
    }),
  },
  guards: {
    formIsIncomplete: ({ context }) => Object.keys(fieldProblemsOf(context)).length > 0,
    resultIsImportable: ({ context }) => importableData(context) !== undefined,
  },
  actions: {
    checkFields: assign({ fieldProblems: ({ context }) => fieldProblemsOf(context) }),
    chooseType: assign(({ context }, params: { fileType: ImportType }) => ({
      type: params.fileType,
      file: null,
      result: null,
      fieldProblems: {},
      fileKey: context.fileKey + 1,
    })),
    chooseFile: assign(({ context }, params: { file: File | null }) => ({
      file: params.file,
      result: null,
      fieldProblems: {
        ...context.fieldProblems,
        file:
          params.file && context.type && !hasAcceptedExtension(params.file, context.type)
            ? ('extension' as const)
            : undefined,
      },
    })),
    reset: assign(({ context }) => ({
      file: null,
      result: null,
      fieldProblems: {},
      fileKey: context.fileKey + 1,
    })),
  },
}).createMachine({
  id: 'import',
  initial: 'idle',
  context: { type: null, file: null, result: null, fieldProblems: {}, fileKey: 0 },
  on: {
    'import.type.change': {
      target: '.idle',
      actions: { type: 'chooseType', params: ({ event }) => ({ fileType: event.fileType }) },
    },
    'import.file.change': {
      target: '.idle',
      actions: { type: 'chooseFile', params: ({ event }) => ({ file: event.file }) },
    },
  },
  states: {
    idle: {
      on: {
        'import.validate': [
          { guard: 'formIsIncomplete', actions: 'checkFields' },
          { target: 'validating', actions: assign({ fieldProblems: {} }) },
        ],
      },
    },
    validating: {
      invoke: {
        src: 'parseFile',
        input: ({ context }) => ({ type: context.type!, file: context.file! }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'validated',
            actions: assign({
              result: ({ context, event }) => ({ type: context.type!, outcome: event.output }),
            }),
          },
          {
            target: 'invalid',
            actions: [
              assign({
                result: ({ context, event }) => ({ type: context.type!, outcome: event.output }),
              }),
              emit({ type: 'import.validationFailed' }),
            ],
          },
        ],
        onError: {
          target: 'invalid',
          actions: [
            assign({
              result: ({ context }) => ({
                type: context.type!,
                outcome: { ok: false, errors: [{ path: '', message: importMessages.readFile }] },
              }),
            }),
            emit({ type: 'import.validationFailed' }),
          ],
        },
      },
    },
    invalid: {
      on: { 'import.discard': { target: 'idle', actions: 'reset' } },
    },
    validated: {
      on: { 'import.submit': { guard: 'resultIsImportable', target: 'importing' } },
    },
    importing: {
      // The form is held while the server works: a change now would not be what is imported.
      on: { 'import.type.change': {}, 'import.file.change': {} },
      invoke: {
        src: 'importResume',
        input: ({ context }) => ({ data: importableData(context)! }),
        onDone: {
          target: 'imported',
          actions: emit(({ event }) => ({ type: 'import.imported', resume: event.output })),
        },
        onError: {
          target: 'validated',
          actions: emit(({ event }) => ({ type: 'import.serverFailed', error: event.error })),
        },
      },
    },
    imported: { type: 'final' },
  },
});
