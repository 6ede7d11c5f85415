/**
 * @jest-environment node
 */
// Every GraphQL operation of the web app is checked against the contract, the
// gateway's committed supergraph, and its TypeScript types are the ones the
// code generator makes of it now (docs/web.md "Talking to the server").
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';

import {
  buildSchema,
  type DefinitionNode,
  type DocumentNode,
  Kind,
  parse,
  validate,
} from 'graphql';

const web = join(__dirname, '../..');
const supergraph = join(web, '../services/gateway/supergraph.graphql');
const features = join(web, 'src/features');
const generated = join(web, 'src/lib/graphql/generated');

/** The app's documents: each `*.graphql` in a feature's `graphql/` folder. */
function documentFiles(): string[] {
  return readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((feature) => {
      const folder = join(features, feature.name, 'graphql');
      try {
        return readdirSync(folder)
          .filter((name) => name.endsWith('.graphql'))
          .map((name) => join(folder, name));
      } catch {
        return [];
      }
    });
}

/** Every TypeScript source file of the web app, tests left out. */
function sourceFiles(folder = join(web, 'src')): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      return path === generated ? [] : sourceFiles(path);
    }
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const nameOf = (definition: DefinitionNode) =>
  'name' in definition && definition.name ? definition.name.value : undefined;

describe('the web app’s GraphQL operations', () => {
  const schema = buildSchema(readFileSync(supergraph, 'utf8'));
  const files = documentFiles();
  const documents: { file: string; document: DocumentNode }[] = files.map((file) => ({
    file: relative(web, file),
    document: parse(readFileSync(file, 'utf8')),
  }));
  // Fragments may be used from another file: each file is validated with all of them.
  const fragments = documents.flatMap(({ document }) =>
    document.definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION),
  );

  it('finds the documents of the dashboard and the builder', () => {
    expect(documents.map(({ file }) => file)).toEqual(
      expect.arrayContaining([
        'src/features/builder/graphql/builder.graphql',
        'src/features/dashboard/graphql/resumes.graphql',
      ]),
    );
  });

  it.each(files.map((file) => relative(web, file)))(
    '%s is valid against the supergraph',
    (file) => {
      const { document } = documents.find((entry) => entry.file === file)!;
      const own = new Set(document.definitions.map(nameOf));
      const withFragments: DocumentNode = {
        ...document,
        definitions: [
          ...document.definitions,
          ...fragments.filter((fragment) => !own.has(nameOf(fragment))),
        ],
      };
      const errors = validate(schema, withFragments).map((error) => error.message);
      // A fragment from another file that this one does not use is not an error of this file.
      expect(errors.filter((message) => !/^Fragment "\w+" is never used\.$/.test(message))).toEqual(
        [],
      );
    },
  );

  it('names every operation, each name once (Apollo refetches and the tests find them by name)', () => {
    const names = documents.flatMap(({ file, document }) =>
      document.definitions
        .filter((definition) => definition.kind === Kind.OPERATION_DEFINITION)
        .map((definition) => ({ file, name: nameOf(definition) })),
    );
    expect(names.filter(({ name }) => !name)).toEqual([]);
    const counts = new Map<string | undefined, number>();
    names.forEach(({ name }) => counts.set(name, (counts.get(name) ?? 0) + 1));
    expect([...counts].filter(([, count]) => count > 1)).toEqual([]);
  });

  it('keeps every operation in those documents: no GraphQL written inline in the code', () => {
    const inline = sourceFiles().filter((file) =>
      /\bgql`|from '@apollo\/client'.*\bgql\b|\bgraphql\(`/.test(readFileSync(file, 'utf8')),
    );
    expect(inline.map((file) => relative(web, file))).toEqual([]);
  });

  it('has its generated types up to date (else run `npm run codegen -w web`)', async () => {
    // The generator's check mode: it writes nothing and fails when a file would change.
    const check = promisify(execFile)(
      join(web, '../node_modules/.bin/graphql-codegen'),
      ['--config', 'codegen.ts', '--check'],
      { cwd: web },
    );
    await expect(check).resolves.toBeDefined();
  });
});
