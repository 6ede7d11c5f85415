import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import {
  dockerfileRuntime,
  globalArgs,
  imageStages,
  joinedLines,
  type KubeObject,
  renderOverlay,
  repoRoot,
  serviceDockerfile,
  serviceNames,
  splitStages,
} from './support/deploy-files';

/** Each image and what builds it: the services' one Dockerfile with SERVICE set, and the web's. */
const images = [
  ...serviceNames.map((name) => [name, serviceDockerfile, { SERVICE: name }] as const),
  ['web', 'deploy/docker/web.Dockerfile', {}] as const,
];

/** The rules docs/deploy.md ("Images") promises of every image. */
function problems(text: string, buildArgs: Record<string, string>): string[] {
  const everyStage = splitStages(joinedLines(text));
  // The stages the image is made of, as one: later instructions win, as in the image built.
  const final = imageStages(text, buildArgs).flat();
  const found: string[] = [];
  if (everyStage.length < 2) {
    found.push('not multi-stage');
  }
  const aliases = everyStage.map((stage) => / AS (\S+)$/.exec(stage[0]!)?.[1]);
  // FROM ${NODE_IMAGE} names the default of an ARG before the first FROM.
  const args = globalArgs(joinedLines(text), buildArgs);
  for (const stage of everyStage) {
    const written = stage[0]!.split(/\s+/)[1]!;
    const base = written.replace(/^\$\{(\w+)\}$/, (_match, name: string) => args[name] ?? written);
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
  const installs = everyStage.flat().filter((line) => /\bnpm install\b/.test(line));
  const copiedModules = final.find((line) => /^COPY\s.*node_modules/.test(line));
  if (copiedModules) {
    const from = /--from=(\S+)/.exec(copiedModules)?.[1];
    const source = everyStage.find((stage) => stage[0]!.endsWith(` AS ${from}`)) ?? [];
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

describe.each(images)('the %s image (%s)', (_name, path, buildArgs) => {
  const text = readFileSync(join(repoRoot, path), 'utf8');

  it('is multi-stage, non-root, labelled, pinned, without dev dependencies at run time', () => {
    expect(problems(text, buildArgs)).toEqual([]);
  });
});

describe('the rules', () => {
  const good = readFileSync(join(repoRoot, serviceDockerfile), 'utf8');

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
    expect(problems(text, { SERVICE: 'identity' })).toContain(problem);
  });
});

it.each(serviceNames)('the %s image runs its service, on the port its Deployment names', (name) => {
  const image = dockerfileRuntime(serviceDockerfile, { SERVICE: name });
  expect(image.cmd).toBe(`["node", "services/${name}/dist/index.js"]`);
  const deployment = renderOverlay('prod').find(
    (object) => object.kind === 'Deployment' && object.metadata.name === `vitae-${name}`,
  ) as KubeObject & {
    spec: { template: { spec: { containers: { ports: { containerPort: number }[] }[] } } };
  };
  const port = deployment.spec.template.spec.containers[0]!.ports[0]!.containerPort;
  expect(image.env.PORT).toBe(String(port));
  const stages = imageStages(readFileSync(join(repoRoot, serviceDockerfile), 'utf8'), {
    SERVICE: name,
  });
  expect(stages.flat()).toContain(`EXPOSE ${port}`);
});

it('the render image carries Chromium and last-resort fonts only, and points render at the web build', () => {
  const text = readFileSync(join(repoRoot, serviceDockerfile), 'utf8');
  const image = imageStages(text, { SERVICE: 'render' }).flat().join('\n');
  expect(image).toMatch(/apt-get install[^\n]*chromium/);
  expect(image).toMatch(/fonts-dejavu-core/);
  // The scripts' faces are the web build's, as in the preview: no system CJK or Noto script fonts.
  expect(image).not.toMatch(/fonts-noto-(cjk|core)/);
  expect(image).toContain('CHROME_PATH=/usr/bin/chromium');
  expect(image).toContain('ARTBOARD_DIR=/app/web/dist');
  expect(image).toContain('COPY --from=web /web/dist /app/web/dist');
  // The other services' images have neither Chromium nor the web build.
  const resume = imageStages(text, { SERVICE: 'resume' }).flat().join('\n');
  expect(resume).not.toMatch(/chromium|--from=web/);
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
