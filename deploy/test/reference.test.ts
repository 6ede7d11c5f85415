import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { gatewayConfigSchema } from '@vitae/gateway';
import { identityConfigSchema } from '@vitae/identity';
import { renderConfigSchema } from '@vitae/render';
import { resumeConfigSchema } from '@vitae/resume';
import { storageConfigSchema } from '@vitae/storage';

import { repoRoot, type ServiceName, serviceNames } from './support/deploy-files';

const schemas = {
  gateway: gatewayConfigSchema,
  identity: identityConfigSchema,
  resume: resumeConfigSchema,
  storage: storageConfigSchema,
  render: renderConfigSchema,
};

/** `variable service` → the default as docs/deploy.md writes it ("—": none). */
function fromCode(): Map<string, string> {
  const entries = new Map<string, string>();
  for (const name of serviceNames) {
    const schema = schemas[name];
    const defaults = (schema.safeParse({}) as { data?: Record<string, unknown> }).data ?? {};
    for (const variable of Object.keys(schema.shape)) {
      const value = defaults[variable];
      const written =
        value === undefined || (Array.isArray(value) && value.length === 0)
          ? '—'
          : typeof value === 'string' && value.startsWith(repoRoot)
            ? relative(repoRoot, value)
            : String(value);
      entries.set(`${variable} ${name}`, written);
    }
  }
  return entries;
}

function fromDocs(): Map<string, string> {
  const text = readFileSync(join(repoRoot, 'docs/deploy.md'), 'utf8');
  const table = text.slice(text.indexOf('## Configuration reference'));
  const entries = new Map<string, string>();
  for (const [, variable, readBy, written] of table.matchAll(
    /^\|\s*`([A-Z0-9_]+)`\s*\|([^|]+)\|([^|]+)\|/gm,
  )) {
    const services =
      readBy!.trim() === 'all'
        ? [...serviceNames]
        : (readBy!.split(',').map((s) => s.trim()) as ServiceName[]);
    for (const service of services) {
      const key = `${variable} ${service}`;
      expect(entries.has(key)).toBe(false);
      entries.set(key, written!.trim().replace(/^`|`$/g, ''));
    }
  }
  return entries;
}

it('docs/deploy.md lists every variable each service reads, with its default, and nothing else', () => {
  const code = fromCode();
  const docs = fromDocs();
  const sorted = (map: Map<string, string>) =>
    [...map.entries()].sort(([a], [b]) => a.localeCompare(b));
  expect(sorted(docs)).toEqual(sorted(code));
});
