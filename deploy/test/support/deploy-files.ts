import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { gatewayConfigSchema } from '@vitae/gateway';
import { identityConfigSchema } from '@vitae/identity';
import { renderConfigSchema } from '@vitae/render';
import { resumeConfigSchema } from '@vitae/resume';
import { storageConfigSchema } from '@vitae/storage';
import { parseAllDocuments } from 'yaml';

export const repoRoot = resolve(__dirname, '../../..');

export const serviceNames = ['gateway', 'identity', 'resume', 'storage', 'render'] as const;
export type ServiceName = (typeof serviceNames)[number];

/** A Kubernetes object as YAML gives it. */
export type KubeObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  [field: string]: unknown;
};

/** `kubectl kustomize` of one overlay, parsed. */
export function renderOverlay(overlay: 'dev' | 'prod'): KubeObject[] {
  const text = execFileSync('kubectl', ['kustomize', join(repoRoot, 'k8s/overlays', overlay)], {
    encoding: 'utf8',
  });
  return parseAllDocuments(text).map((document) => document.toJS() as KubeObject);
}

/** The variables each service's config schema reads, by name. */
export function configVariables(): Record<ServiceName, string[]> {
  const schemas = {
    gateway: gatewayConfigSchema,
    identity: identityConfigSchema,
    resume: resumeConfigSchema,
    storage: storageConfigSchema,
    render: renderConfigSchema,
  };
  return Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => [name, Object.keys(schema.shape).sort()]),
  ) as Record<ServiceName, string[]>;
}

/**
 * Variables a container may set that no config schema reads: Node's and
 * Chromium's (HOME is where Chromium writes its profile; /tmp in the image).
 */
export const processVariables = ['HOME', 'NODE_OPTIONS'];

/** The Dockerfile of every Node service; its SERVICE build argument picks which. */
export const serviceDockerfile = 'deploy/docker/service.Dockerfile';

/** What an image built from a Dockerfile runs with: its ENV pairs, WORKDIR, USER and CMD. */
export function dockerfileRuntime(
  path: string,
  buildArgs: Record<string, string> = {},
): {
  env: Record<string, string>;
  workdir: string;
  user: string | undefined;
  cmd: string | undefined;
} {
  const image = imageStages(readFileSync(join(repoRoot, path), 'utf8'), buildArgs).flat();
  const env: Record<string, string> = {};
  let workdir = '/';
  let user: string | undefined;
  let cmd: string | undefined;
  for (const line of image) {
    const [instruction = '', ...rest] = line.split(/\s+/);
    const argument = rest.join(' ');
    if (instruction.toUpperCase() === 'ENV') {
      for (const match of argument.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S*)/g)) {
        env[match[1]!] = match[2]!.replace(/^"|"$/g, '');
      }
    } else if (instruction.toUpperCase() === 'WORKDIR') {
      workdir = argument;
    } else if (instruction.toUpperCase() === 'USER') {
      user = argument;
    } else if (instruction.toUpperCase() === 'CMD') {
      cmd = argument;
    }
  }
  return { env, workdir, user, cmd };
}

/**
 * The stages an image is made of, its base first: the final stage and the
 * stages its FROM names in turn, with the global ARGs (their defaults, or
 * `buildArgs`) put into each FROM, as `FROM ${SERVICE}` needs.
 */
export function imageStages(text: string, buildArgs: Record<string, string> = {}): string[][] {
  const lines = joinedLines(text);
  const args = globalArgs(lines, buildArgs);
  const stages = splitStages(lines).map(([from = '', ...rest]) => [
    from.replace(/\$\{(\w+)\}/g, (written, name: string) => args[name] ?? written),
    ...rest,
  ]);
  const byAlias = new Map(stages.map((stage) => [/ AS (\S+)$/i.exec(stage[0]!)?.[1], stage]));
  const image: string[][] = [];
  for (let stage = stages.at(-1); stage; stage = byAlias.get(stage[0]!.split(/\s+/)[1])) {
    image.unshift(stage);
  }
  return image;
}

/** The ARGs declared before the first FROM, by name: their defaults, overridden by `buildArgs`. */
export function globalArgs(
  lines: string[],
  buildArgs: Record<string, string> = {},
): Record<string, string> {
  const first = lines.findIndex((line) => /^FROM\s/i.test(line));
  const defaults = lines
    .slice(0, first)
    .map((line) => /^ARG\s+(\w+)=(\S+)/.exec(line))
    .filter((match) => match !== null)
    .map((match) => [match[1]!, match[2]!]);
  return { ...Object.fromEntries(defaults), ...buildArgs };
}

/** A Dockerfile's instructions, continuation lines joined and comments dropped. */
export function joinedLines(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The instructions of each stage, starting at its FROM. */
export function splitStages(lines: string[]): string[][] {
  const stages: string[][] = [];
  for (const line of lines) {
    if (/^FROM\s/i.test(line)) {
      stages.push([line]);
    } else if (stages.length > 0) {
      stages.at(-1)!.push(line);
    }
  }
  return stages;
}
