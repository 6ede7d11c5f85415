import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import Ajv from 'ajv';
import { parse } from 'yaml';

import {
  configVariables,
  processVariables,
  renderOverlay,
  repoRoot,
  serviceNames,
} from './support/deploy-files';

const chart = join(repoRoot, 'charts/vitae');
const schema = JSON.parse(readFileSync(join(chart, 'values.schema.json'), 'utf8')) as object;
const defaults = parse(readFileSync(join(chart, 'values.yaml'), 'utf8')) as Record<string, unknown>;
const templates = Object.fromEntries(
  readdirSync(join(chart, 'templates')).map((file) => [
    file,
    readFileSync(join(chart, 'templates', file), 'utf8'),
  ]),
);

/** Helm's merge of a values file over the chart's: maps merge, everything else replaces. */
function merge(base: unknown, over: unknown): unknown {
  if (isMap(base) && isMap(over)) {
    const merged: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries(over)) {
      merged[key] = merge(base[key], value);
    }
    return merged;
  }
  return over === undefined ? base : over;
}

function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function validate(values: unknown): string[] {
  const check = new Ajv({ allErrors: true, strict: false }).compile(schema);
  return check(values)
    ? []
    : (check.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}

describe('values.schema.json (what `helm install` checks first)', () => {
  it('accepts the chart defaults and the example production values', () => {
    expect(validate(defaults)).toEqual([]);
    const production = parse(
      readFileSync(join(chart, 'ci/production-values.yaml'), 'utf8'),
    ) as unknown;
    expect(validate(merge(defaults, production))).toEqual([]);
  });

  it.each([
    [
      'a misspelt key',
      { render: { concurency: 4 } },
      '/render must NOT have additional properties',
    ],
    [
      'a NATS URL of another scheme',
      { nats: { url: 'http://nats:4222' } },
      '/nats/url must match pattern',
    ],
    [
      'a root filesystem made writable',
      { securityContext: { readOnlyRootFilesystem: false } },
      'must be equal to constant',
    ],
    [
      'a trusted proxy that is not a CIDR',
      { trustedProxies: 'the pods' },
      '/trustedProxies must match pattern',
    ],
    [
      'too many prints at once',
      { render: { concurrency: 64 } },
      '/render/concurrency must be <= 32',
    ],
  ])('refuses %s', (_what, values, problem) => {
    expect(validate(merge(defaults, values)).join('\n')).toContain(problem);
  });
});

/**
 * Without a helm binary the templates cannot be rendered here; these checks
 * read them as text: actions balanced, every include defined, every value
 * they read present in values.yaml, every variable a service reads.
 */
describe('the chart templates, read statically', () => {
  const all = Object.values(templates).join('\n');

  it.each(Object.keys(templates).filter((file) => file.endsWith('.yaml') || file.endsWith('.tpl')))(
    '%s opens and closes its blocks in pairs',
    (file) => {
      let depth = 0;
      for (const [, action] of templates[file]!.matchAll(
        /\{\{-?\s*(if|range|with|define|end)\b/g,
      )) {
        depth += action === 'end' ? -1 : 1;
        expect(depth).toBeGreaterThanOrEqual(0);
      }
      expect(depth).toBe(0);
    },
  );

  it('includes only templates it defines', () => {
    const defined = new Set([...all.matchAll(/define "([^"]+)"/g)].map((match) => match[1]));
    const included = [...all.matchAll(/include "([^"]+)"/g)].map((match) => match[1]);
    expect(included.filter((name) => !defined.has(name))).toEqual([]);
    // Built from a name: vitae.env.<service>.
    for (const name of serviceNames) {
      expect(defined).toContain(`vitae.env.${name}`);
    }
  });

  it('reads only values that values.yaml has', () => {
    const paths = [...all.matchAll(/\.Values((?:\.[A-Za-z][A-Za-z0-9]*)+)/g)].map((match) =>
      match[1]!.slice(1),
    );
    const missing = [...new Set(paths)].filter((path) => {
      let node: unknown = defaults;
      for (const key of path.split('.')) {
        if (!isMap(node) || !(key in node)) {
          return true;
        }
        node = node[key];
      }
      return false;
    });
    expect(missing).toEqual([]);
  });

  it('sets, for each service, variables that service reads, and the same ones the manifests set', () => {
    const reads = configVariables();
    const manifests = Object.fromEntries(
      renderOverlay('prod')
        .filter((object) => object.kind === 'Deployment')
        .map((object) => {
          const container = (
            object as unknown as {
              spec: { template: { spec: { containers: { env: { name: string }[] }[] } } };
            }
          ).spec.template.spec.containers[0]!;
          return [
            object.metadata.name.replace(/^vitae-/, ''),
            container.env.map((variable) => variable.name).sort(),
          ];
        }),
    );
    const helpers = templates['_helpers.tpl']!;
    const block = (name: string) => {
      const start = helpers.indexOf(`define "${name}"`);
      return helpers.slice(start, helpers.indexOf('{{- end -}}\n\n', start));
    };
    const namesIn = (text: string) =>
      [...text.matchAll(/(?:- name: |"env" ")([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]!);
    for (const service of serviceNames) {
      let text = block('vitae.env.common') + block(`vitae.env.${service}`);
      for (const nested of ['vitae.env.nats', 'vitae.env.auth']) {
        if (text.includes(`include "${nested}"`)) {
          text += block(nested);
        }
      }
      // The gateway's subgraph URLs come from a loop: {{ upper $name }}_URL.
      const looped =
        service === 'gateway' ? ['IDENTITY_URL', 'RESUME_URL', 'STORAGE_URL', 'RENDER_URL'] : [];
      const set = [...new Set([...namesIn(text), ...looped])].sort();
      expect({
        service,
        unread: set.filter(
          (name) => !reads[service].includes(name) && !processVariables.includes(name),
        ),
      }).toEqual({
        service,
        unread: [],
      });
      expect({ service, set }).toEqual({ service, set: manifests[service] });
    }
  });
});
