import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { joinedLines, repoRoot, serviceNames, splitStages } from './support/deploy-files';

const dockerfiles = [
  ...serviceNames.map((name) => `services/${name}/Dockerfile`),
  'deploy/docker/web.Dockerfile',
];

/** The rules docs/deploy.md ("Images") promises of every image. */
function problems(text: string): string[] {
  const stages = splitStages(joinedLines(text));
  const final = stages.at(-1) ?? [];
  const found: string[] = [];
  if (stages.length < 2) {
    found.push('not multi-stage');
  }
  // FROM ${NODE_IMAGE} names the default of an ARG before the first FROM.
  const lines = joinedLines(text);
  const globalArgs = Object.fromEntries(
    lines
      .slice(
        0,
        lines.findIndex((line) => /^FROM\s/i.test(line)),
      )
      .map((line) => /^ARG\s+(\w+)=(\S+)/.exec(line))
      .filter((match) => match !== null)
      .map((match) => [match[1], match[2]]),
  );
  const aliases = stages.map((stage) => / AS (\S+)$/.exec(stage[0]!)?.[1]);
  for (const stage of stages) {
    const written = stage[0]!.split(/\s+/)[1]!;
    const base = written.replace(
      /^\$\{(\w+)\}$/,
      (_match, name: string) => globalArgs[name] ?? written,
    );
    if (
      aliases.includes(base) ||
      base === 'scratch' ||
      (written !== base && base.startsWith('vitae-'))
    ) {
      continue;
    }
    if (!/:[\w.-]+$/.test(base) || /:latest$/.test(base)) {
      found.push(`unpinned base ${base}`);
    }
  }
  const user = final.find((line) => /^USER\s/i.test(line))?.split(/\s+/)[1];
  if (!user || !/^[1-9]\d*(:\d+)?$/.test(user)) {
    found.push('final stage does not run as a numeric non-root USER');
  }
  const labels = final.filter((line) => /^LABEL\s/i.test(line)).join(' ');
  for (const label of ['title', 'version', 'revision', 'source', 'licenses']) {
    if (!labels.includes(`org.opencontainers.image.${label}=`)) {
      found.push(`no OCI label ${label}`);
    }
  }
  if (!/\$\{VERSION\}/.test(labels) || !final.some((line) => /^ARG VERSION\b/.test(line))) {
    found.push('no VERSION build arg in the labels');
  }
  if (final.some((line) => /^RUN\s.*\bnpm (install|ci)\b/.test(line))) {
    found.push('installs packages in the final stage');
  }
  const installs = stages.flatMap((stage) => stage).filter((line) => /\bnpm install\b/.test(line));
  const copiedModules = final.find((line) => /^COPY\s.*node_modules/.test(line));
  if (copiedModules) {
    const from = /--from=(\S+)/.exec(copiedModules)?.[1];
    const source = stages.find((stage) => stage[0]!.endsWith(` AS ${from}`)) ?? [];
    if (!source.some((line) => /npm install .*--omit=dev/.test(line))) {
      found.push(`node_modules come from ${from}, which keeps dev dependencies`);
    }
  } else if (installs.length > 0 && !text.includes('FROM scratch')) {
    found.push('no node_modules in the runtime image');
  }
  if (final.some((line) => /^(CMD|ENTRYPOINT)\s+[^[]/.test(line))) {
    found.push('CMD in shell form');
  }
  return found;
}

describe.each(dockerfiles)('%s', (path) => {
  const text = readFileSync(join(repoRoot, path), 'utf8');

  it('is multi-stage, non-root, labelled, pinned, without dev dependencies at run time', () => {
    expect(problems(text)).toEqual([]);
  });
});

describe('the rules', () => {
  const good = readFileSync(join(repoRoot, 'services/identity/Dockerfile'), 'utf8');

  it.each([
    [
      'root at run time',
      good.replace('USER 1000:1000', 'USER root'),
      'final stage does not run as a numeric non-root USER',
    ],
    [
      'dev dependencies kept',
      good.replace('--omit=dev ', ''),
      'node_modules come from deps, which keeps dev dependencies',
    ],
    [
      'a moving base',
      good.replace('node:20.20-bookworm-slim', 'node:latest'),
      'unpinned base node:latest',
    ],
    [
      'no version label',
      good.replace('org.opencontainers.image.version', 'org.example.version'),
      'no OCI label version',
    ],
  ])('finds %s', (_what, text, problem) => {
    expect(problems(text)).toContain(problem);
  });
});

it('the render image carries Chromium and fonts, and points render at them and at the web build', () => {
  const text = readFileSync(join(repoRoot, 'services/render/Dockerfile'), 'utf8');
  expect(text).toMatch(/apt-get install[^\n]*chromium/);
  expect(text).toMatch(/fonts-noto-core/);
  expect(text).toContain('CHROME_PATH=/usr/bin/chromium');
  expect(text).toContain('ARTBOARD_DIR=/app/web/dist');
  expect(text).toContain('COPY --from=web /web/dist web/dist');
  // The artboard's own families are in the web build (web/src/artboard/fonts/bundled.ts).
  const bundled = readFileSync(join(repoRoot, 'web/src/artboard/fonts/bundled.ts'), 'utf8');
  expect(bundled.match(/@fontsource\//g)?.length).toBeGreaterThanOrEqual(10);
});

it('.dockerignore keeps installed packages, builds and secrets out of the build context', () => {
  const ignored = readFileSync(join(repoRoot, '.dockerignore'), 'utf8').split('\n');
  for (const entry of ['**/node_modules', '**/dist', '.git', '**/.env']) {
    expect(ignored).toContain(entry);
  }
});
