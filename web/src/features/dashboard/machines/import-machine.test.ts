import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { type ImportResult, type ImportType, type ResumeData } from '@vitae/schema';
import { createActor, fromPromise, waitFor } from 'xstate';

import {
  importableData,
  type ImportContext,
  type ImportedResume,
  type ImportEmitted,
  importMachine,
  type ParseInput,
} from './import-machine';

const fixtures = join(__dirname, '../../../../test/e2e/fixtures/import');

/** A file as the chooser gives it: the fixture's bytes under its name. */
function fixture(name: string): File {
  return new File([readFileSync(join(fixtures, name))], name);
}

const someData = { basics: { name: 'Ingrid Solberg' } } as unknown as ResumeData;
const valid: ImportResult = {
  ok: true,
  data: someData,
  warnings: [
    {
      path: 'basics.url',
      message: 'repaired',
      section: 'basics',
      field: 'url',
      kind: 'linkFixed',
      value: 'https://example.org',
    },
  ],
};
const invalid: ImportResult = {
  ok: false,
  errors: [{ path: '', message: 'Failed to parse JSON' }],
};
const imported: ImportedResume = { id: 'r1', title: 'Ingrid Solberg', slug: 'ingrid-solberg' };

type Deferred<T> = {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (e: unknown) => void;
};
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * The machine with its parse and server actors swapped: each parse answers
 * `parse(input)`, each import `save(data)`. Records what was emitted.
 */
function start({
  parse = async () => valid,
  save = async () => imported,
}: {
  parse?: (input: ParseInput) => Promise<ImportResult>;
  save?: (data: ResumeData) => Promise<ImportedResume>;
} = {}) {
  const actor = createActor(
    importMachine.provide({
      actors: {
        parseFile: fromPromise<ImportResult, ParseInput>(({ input }) => parse(input)),
        importResume: fromPromise<ImportedResume, { data: ResumeData }>(({ input }) =>
          save(input.data),
        ),
      },
    }),
  );
  const emitted: ImportEmitted['type'][] = [];
  actor.on('*', (event) => emitted.push(event.type));
  actor.start();
  return { actor, emitted };
}

const json = (name = 'resume.json') => new File(['{}'], name);

function choose(actor: ReturnType<typeof start>['actor'], type: ImportType, file: File) {
  actor.send({ type: 'import.type.change', fileType: type });
  actor.send({ type: 'import.file.change', file });
}

describe('the import dialog machine', () => {
  it('starts with no type, no file and no result, ready to validate', () => {
    const { actor } = start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('idle');
    expect(snapshot.context).toMatchObject({ type: null, file: null, result: null });
  });

  it('asks for a type and a file before validating (both required)', () => {
    const parse = jest.fn(async () => valid);
    const { actor } = start({ parse });
    actor.send({ type: 'import.validate' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.fieldProblems).toEqual({
      type: 'required',
      file: 'required',
    });

    actor.send({ type: 'import.type.change', fileType: 'json-resume-json' });
    actor.send({ type: 'import.validate' });
    expect(actor.getSnapshot().context.fieldProblems).toEqual({ file: 'required' });
    expect(parse).not.toHaveBeenCalled();
  });

  it('refuses a file whose extension the type does not accept', () => {
    const parse = jest.fn(async () => valid);
    const { actor } = start({ parse });
    choose(actor, 'linkedin-data-export-zip', json());
    expect(actor.getSnapshot().context.fieldProblems).toEqual({ file: 'extension' });
    actor.send({ type: 'import.validate' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(parse).not.toHaveBeenCalled();

    actor.send({ type: 'import.file.change', file: new File([''], 'Export.ZIP') });
    expect(actor.getSnapshot().context.fieldProblems).toEqual({});
  });

  it('parses the chosen file as the chosen type', async () => {
    const parse = jest.fn(async () => valid);
    const { actor } = start({ parse });
    const file = json();
    choose(actor, 'json-resume-json', file);
    actor.send({ type: 'import.validate' });
    expect(actor.getSnapshot().value).toBe('validating');
    await waitFor(actor, (snapshot) => snapshot.matches('validated'));
    expect(parse).toHaveBeenCalledWith({ type: 'json-resume-json', file });
  });

  it('shows the errors of a failed validation with a toast, and Discard resets the form', async () => {
    const { actor, emitted } = start({ parse: async () => invalid });
    choose(actor, 'reactive-resume-json', json());
    actor.send({ type: 'import.validate' });
    await waitFor(actor, (snapshot) => snapshot.matches('invalid'));
    expect(actor.getSnapshot().context.result).toEqual({
      type: 'reactive-resume-json',
      outcome: invalid,
    });
    expect(emitted).toEqual(['import.validationFailed']);

    const fileKey = actor.getSnapshot().context.fileKey;
    actor.send({ type: 'import.discard' });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('idle');
    expect(context).toMatchObject({ file: null, result: null, fieldProblems: {} });
    expect(context.fileKey).toBeGreaterThan(fileKey);
  });

  it('reports a file that cannot be read as "Failed to read the file"', async () => {
    const { actor, emitted } = start({
      parse: async () => {
        throw new Error('NotReadableError');
      },
    });
    choose(actor, 'json-resume-json', json());
    actor.send({ type: 'import.validate' });
    await waitFor(actor, (snapshot) => snapshot.matches('invalid'));
    expect(actor.getSnapshot().context.result?.outcome).toEqual({
      ok: false,
      errors: [{ path: '', message: 'Failed to read the file' }],
    });
    expect(emitted).toEqual(['import.validationFailed']);
  });

  it('keeps the warnings of a successful validation for the dialog to show before Import', async () => {
    const { actor, emitted } = start();
    choose(actor, 'json-resume-json', json());
    actor.send({ type: 'import.validate' });
    await waitFor(actor, (snapshot) => snapshot.matches('validated'));
    expect(actor.getSnapshot().context.result).toEqual({
      type: 'json-resume-json',
      outcome: valid,
    });
    expect(emitted).toEqual([]);
  });

  it('imports the validated data, then reports the new resume so the dialog closes', async () => {
    const save = jest.fn(async () => imported);
    const { actor, emitted } = start({ save });
    choose(actor, 'json-resume-json', json());
    actor.send({ type: 'import.validate' });
    await waitFor(actor, (snapshot) => snapshot.matches('validated'));
    actor.send({ type: 'import.submit' });
    expect(actor.getSnapshot().value).toBe('importing');
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(save).toHaveBeenCalledWith(someData);
    expect(emitted).toEqual(['import.imported']);
  });

  it('does not import before a validation succeeded', async () => {
    const save = jest.fn(async () => imported);
    const { actor } = start({ save, parse: async () => invalid });
    choose(actor, 'json-resume-json', json());
    actor.send({ type: 'import.submit' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'import.validate' });
    await waitFor(actor, (snapshot) => snapshot.matches('invalid'));
    actor.send({ type: 'import.submit' });
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(save).not.toHaveBeenCalled();
  });

  it('imports only a valid result made for the type now selected', () => {
    const context: ImportContext = {
      type: 'json-resume-json',
      file: json(),
      result: { type: 'json-resume-json', outcome: valid },
      fieldProblems: {},
      fileKey: 0,
    };
    expect(importableData(context)).toBe(someData);
    expect(importableData({ ...context, type: 'reactive-resume-json' })).toBeUndefined();
    expect(
      importableData({ ...context, result: { type: 'json-resume-json', outcome: invalid } }),
    ).toBeUndefined();
  });

  it('shows a server failure and lets the person try Import again', async () => {
    const failure = new Error('The resume data is invalid.');
    const save = jest.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce(imported);
    const { actor, emitted } = start({ save });
    const errors: unknown[] = [];
    actor.on('import.serverFailed', ({ error }) => errors.push(error));
    choose(actor, 'json-resume-json', json());
    actor.send({ type: 'import.validate' });
    await waitFor(actor, (snapshot) => snapshot.matches('validated'));
    actor.send({ type: 'import.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('validated') && emitted.length > 0);
    expect(emitted).toEqual(['import.serverFailed']);
    expect(errors).toEqual([failure]);

    actor.send({ type: 'import.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(save).toHaveBeenCalledTimes(2);
  });

  it.each(['validated', 'invalid'] as const)(
    'changing the file type after a %s result resets the file and the result',
    async (reached) => {
      const { actor } = start({ parse: async () => (reached === 'validated' ? valid : invalid) });
      choose(actor, 'reactive-resume-json', json());
      actor.send({ type: 'import.validate' });
      await waitFor(actor, (snapshot) => snapshot.matches(reached));
      const fileKey = actor.getSnapshot().context.fileKey;

      actor.send({ type: 'import.type.change', fileType: 'reactive-resume-v3-json' });
      const { value, context } = actor.getSnapshot();
      expect(value).toBe('idle');
      expect(context).toMatchObject({ type: 'reactive-resume-v3-json', file: null, result: null });
      expect(context.fileKey).toBeGreaterThan(fileKey);
    },
  );

  it('choosing another file drops the result of the last one', async () => {
    const { actor } = start();
    choose(actor, 'json-resume-json', json());
    actor.send({ type: 'import.validate' });
    await waitFor(actor, (snapshot) => snapshot.matches('validated'));
    const next = json('other.json');
    actor.send({ type: 'import.file.change', file: next });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ file: next, result: null });
  });

  it('a type change during validation drops the parse under way', async () => {
    const pending = deferred<ImportResult>();
    const { actor } = start({ parse: () => pending.promise });
    choose(actor, 'json-resume-json', json());
    actor.send({ type: 'import.validate' });
    actor.send({ type: 'import.type.change', fileType: 'reactive-resume-json' });
    pending.resolve(valid);
    await pending.promise;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.result).toBeNull();
  });

  it('holds the form while the server imports', async () => {
    const pending = deferred<ImportedResume>();
    const { actor } = start({ save: () => pending.promise });
    const file = json();
    choose(actor, 'json-resume-json', file);
    actor.send({ type: 'import.validate' });
    await waitFor(actor, (snapshot) => snapshot.matches('validated'));
    actor.send({ type: 'import.submit' });
    actor.send({ type: 'import.type.change', fileType: 'reactive-resume-json' });
    actor.send({ type: 'import.file.change', file: json('other.json') });
    expect(actor.getSnapshot().value).toBe('importing');
    expect(actor.getSnapshot().context).toMatchObject({ type: 'json-resume-json', file });
    pending.resolve(imported);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
  });
});

describe('the in-thread parse actor with real files', () => {
  /** The machine as built (its own parse actor), with only the server swapped. */
  async function validate(type: ImportType, name: string) {
    const actor = createActor(
      importMachine.provide({
        actors: { importResume: fromPromise(async () => imported) },
      }),
    ).start();
    choose(actor, type, fixture(name));
    actor.send({ type: 'import.validate' });
    const snapshot = await waitFor(
      actor,
      (state) => state.matches('validated') || state.matches('invalid'),
    );
    return snapshot.context.result!.outcome;
  }

  it.each([
    ['reactive-resume-json', 'vitae.json', 'Ingrid Solberg'],
    ['reactive-resume-v3-json', 'reactive-resume-v3.json', 'Tomasz Wielki'],
    ['json-resume-json', 'json-resume.json', 'Amara Okonkwo'],
    ['linkedin-data-export-zip', 'linkedin-export.zip', 'Lucía Ferreira'],
  ] as const)('reads %s from %s', async (type, name, person) => {
    const outcome = await validate(type, name);
    expect(outcome.ok && outcome.data.basics.name).toBe(person);
  });

  it('lists what it repaired in a JSON Resume as warnings', async () => {
    const outcome = await validate('json-resume-json', 'json-resume.json');
    expect(outcome.ok && outcome.warnings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: 'work.1.startDate',
          section: 'experience',
          index: 1,
          field: 'startDate',
          kind: 'dateKept',
        }),
      ]),
    );
  });

  it.each([
    ['json-resume-json', 'not-json.json', 'Failed to parse JSON'],
    ['json-resume-json', 'not-utf8.json', 'Failed to read the file'],
    ['linkedin-data-export-zip', 'not-a-zip.zip', 'Failed to read the file'],
    [
      'linkedin-data-export-zip',
      'empty.zip',
      'ParserError: There were no files found inside the zip archive.',
    ],
    [
      'reactive-resume-json',
      'deeply-nested.json',
      'The file nests lists and objects more than 64 levels deep.',
    ],
    ['reactive-resume-json', 'reactive-resume-v3.json', 'This file is not a Reactive Resume file.'],
  ] as const)('refuses %s %s with "%s"', async (type, name, message) => {
    expect(await validate(type, name)).toEqual({ ok: false, errors: [{ path: '', message }] });
  });
});
