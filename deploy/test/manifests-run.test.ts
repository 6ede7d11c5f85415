import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createTestDatabase } from '@vitae/service-kit/testing';
import S3rver from 's3rver';

import {
  configVariables,
  dockerfileRuntime,
  type KubeObject,
  processVariables,
  renderOverlay,
  repoRoot,
  serviceDockerfile,
  type ServiceName,
  serviceNames,
} from './support/deploy-files';

// Five services, Chromium among them, started one after another on a busy machine.
jest.setTimeout(240_000);

type EnvVar = {
  name: string;
  value?: string;
  valueFrom?: {
    secretKeyRef?: { name: string; key: string; optional?: boolean };
    configMapKeyRef?: { name: string; key: string; optional?: boolean };
  };
};
type Container = {
  name: string;
  command: string[];
  env?: EnvVar[];
  envFrom?: { secretRef?: { name: string; optional?: boolean } }[];
  ports: { containerPort: number }[];
  securityContext: { readOnlyRootFilesystem?: boolean; allowPrivilegeEscalation?: boolean };
  volumeMounts?: { name: string; mountPath: string }[];
};
type PodSpec = {
  securityContext: { runAsNonRoot?: boolean; runAsUser?: number; runAsGroup?: number };
  containers: Container[];
  volumes?: { name: string; emptyDir?: object }[];
};
type Deployment = KubeObject & { spec: { template: { spec: PodSpec } } };

/**
 * A loopback address of this run's own, 127.A.B.C with A and B drawn at random.
 * A port chosen by the kernel on 127.0.0.1 and bound later can be taken in
 * between by any outgoing connection of a test running beside this one (they
 * share the ephemeral range); nothing else listens on or connects from an
 * address like this, so each service keeps the port its container declares.
 */
function ownLoopback(): (host: number) => string {
  const [a, b] = randomBytes(2);
  return (host) => `127.${1 + (a! % 250)}.${b}.${host}`;
}

async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  exited: () => string | undefined,
) {
  // Bounded by jest's timeout; a process that dies ends the wait at once.
  for (;;) {
    const death = exited();
    if (death) {
      throw new Error(`${what}: ${death}`);
    }
    if (await check().catch(() => false)) {
      return;
    }
    // The interval of a poll until the condition holds, or the process dies.
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The prod overlay as a cluster would run it, on this machine: each Deployment's
 * container started with its command and environment (ConfigMaps from the
 * overlay, Secrets as an operator makes them), under bwrap with the root
 * filesystem read-only, the pod's user and the container's emptyDirs as the only
 * writable places; PostgreSQL, NATS JetStream and S3 real. Service host names
 * resolve to loopback addresses of the run's own, and HOST/PORT move each service there.
 */
describe('the prod overlay runs: register, create, print and download through the gateway', () => {
  const stops: (() => Promise<void>)[] = [];
  const processes = new Map<ServiceName, { child: ChildProcess; log: string[]; exit?: string }>();
  let gatewayUrl = '';

  afterAll(async () => {
    for (const stop of stops.splice(0).reverse()) {
      await stop().catch(() => undefined);
    }
  });

  const objects = renderOverlay('prod');
  const deployments = new Map(
    objects
      .filter((object): object is Deployment => object.kind === 'Deployment')
      .map((object) => [object.metadata.name.replace(/^vitae-/, '') as ServiceName, object]),
  );
  const configMaps = new Map(
    objects
      .filter((object) => object.kind === 'ConfigMap')
      .map((object) => [
        object.metadata.name,
        (object as KubeObject & { data: Record<string, string> }).data,
      ]),
  );

  it('has a Deployment for every service, each setting only variables its service reads', () => {
    expect([...deployments.keys()].sort()).toEqual([...serviceNames].sort());
    const reads = configVariables();
    for (const [name, deployment] of deployments) {
      const container = deployment.spec.template.spec.containers[0]!;
      const unread = (container.env ?? [])
        .map((variable) => variable.name)
        .filter(
          (variable) => !reads[name].includes(variable) && !processVariables.includes(variable),
        );
      expect({ service: name, unread }).toEqual({ service: name, unread: [] });
    }
  });

  it('serves a printed PDF to its owner', async () => {
    // What the operator's Secrets and the cluster's backing services hold.
    const databases: Record<string, string> = {};
    for (const name of ['identity', 'resume', 'storage']) {
      const database = await createTestDatabase(`k8s_${name}`);
      stops.push(() => database.drop());
      databases[`${name}-url`] = database.url;
    }
    const s3Directory = mkdtempSync(join(tmpdir(), 'vitae-k8s-s3-'));
    const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Directory });
    const s3Port = ((await s3.run()) as { port: number }).port;
    stops.push(async () => {
      await s3.close();
      rmSync(s3Directory, { recursive: true, force: true });
    });
    const address = ownLoopback();
    const natsHost = address(2);
    const natsPort = 4222;
    const natsDirectory = mkdtempSync(join(tmpdir(), 'vitae-k8s-nats-'));
    const nats = spawn(
      'nats-server',
      ['-a', natsHost, '-p', String(natsPort), '-js', '-sd', natsDirectory],
      {
        stdio: 'ignore',
      },
    );
    stops.push(async () => {
      await stopProcess(nats);
      rmSync(natsDirectory, { recursive: true, force: true });
    });
    const secrets: Record<string, Record<string, string>> = {
      'vitae-database': databases,
      'vitae-s3': { 'access-key': 'S3RVER', 'secret-key': 'S3RVER' },
      'vitae-generated': {
        FILE_URL_SECRET: randomBytes(24).toString('hex'),
        INTERNAL_API_TOKEN: randomBytes(24).toString('hex'),
      },
    };

    const listens = Object.fromEntries(
      serviceNames.map((name, index) => {
        const port =
          deployments.get(name)!.spec.template.spec.containers[0]!.ports[0]!.containerPort;
        return [name, { host: address(10 + index), port }];
      }),
    ) as Record<ServiceName, { host: string; port: number }>;
    const config = [...configMaps.values()][0]!;
    // Host names of the cluster, each to the loopback port standing in for it.
    const hosts = new Map<string, string>([
      ...serviceNames.map((name) => {
        const { host, port } = listens[name];
        return [`vitae-${name}:${port}`, `${host}:${port}`] as [string, string];
      }),
      [hostOf(config.NATS_URL!), `${natsHost}:${natsPort}`],
      [hostOf(config.S3_ENDPOINT!), `127.0.0.1:${s3Port}`],
    ]);
    const mapUrl = (value: string) => {
      const match = /^([a-z]+):\/\/([^/]+)(.*)$/.exec(value);
      const host = match && hosts.get(hostOf(value));
      if (!match || !host) {
        return value;
      }
      // The cluster's S3 speaks https; its stand-in here speaks http.
      const scheme = match[1] === 'https' ? 'http' : match[1];
      return `${scheme}://${host}${match[3]}`;
    };

    const resolveVariable = (variable: EnvVar): string | undefined => {
      if (variable.value !== undefined) {
        return variable.value;
      }
      const secret = variable.valueFrom?.secretKeyRef;
      if (secret) {
        const value = secrets[secret.name]?.[secret.key];
        if (value === undefined && !secret.optional) {
          throw new Error(`${variable.name}: no key ${secret.key} in Secret ${secret.name}`);
        }
        return value;
      }
      const map = variable.valueFrom?.configMapKeyRef;
      if (map) {
        const value = configMaps.get(map.name)?.[map.key];
        if (value === undefined && !map.optional) {
          throw new Error(`${variable.name}: no key ${map.key} in ConfigMap ${map.name}`);
        }
        return value;
      }
      throw new Error(`${variable.name}: a source this test does not know`);
    };

    const start = (name: ServiceName) => {
      const pod = deployments.get(name)!.spec.template.spec;
      const container = pod.containers[0]!;
      const image = dockerfileRuntime(serviceDockerfile, { SERVICE: name });
      expect(pod.securityContext.runAsNonRoot).toBe(true);
      expect(container.securityContext.readOnlyRootFilesystem).toBe(true);
      const uid = pod.securityContext.runAsUser!;
      const gid = pod.securityContext.runAsGroup ?? uid;
      expect(uid).toBeGreaterThan(0);

      const env: Record<string, string> = { PATH: '/usr/local/bin:/usr/bin:/bin', ...image.env };
      for (const variable of container.env ?? []) {
        const value = resolveVariable(variable);
        if (value !== undefined) {
          env[variable.name] = mapUrl(value);
        }
      }
      for (const source of container.envFrom ?? []) {
        const secret = source.secretRef!;
        if (!secrets[secret.name] && !secret.optional) {
          throw new Error(`envFrom: no Secret ${secret.name}`);
        }
        Object.assign(env, secrets[secret.name] ?? {});
      }
      env.HOST = listens[name].host;
      env.PORT = String(listens[name].port);

      // The image's filesystem: this machine's, read-only, with the repository at
      // the image's WORKDIR; writable only where the pod mounts an emptyDir.
      const emptyDirs = new Set(
        (pod.volumes ?? []).filter((volume) => volume.emptyDir).map((volume) => volume.name),
      );
      const writable = (container.volumeMounts ?? [])
        .filter((mount) => emptyDirs.has(mount.name))
        .map((mount) => mount.mountPath);
      const root = readdirSync('/')
        .filter((entry) => !['proc', 'dev', 'tmp', 'sys'].includes(entry))
        .flatMap((entry) => ['--ro-bind', `/${entry}`, `/${entry}`]);
      const args = [
        '--tmpfs',
        '/',
        ...root,
        '--ro-bind',
        '/sys',
        '/sys',
        '--dev',
        '/dev',
        '--proc',
        '/proc',
        ...writable.flatMap((path) => ['--tmpfs', path]),
        '--ro-bind',
        repoRoot,
        image.workdir,
        '--remount-ro',
        '/',
        '--chdir',
        image.workdir,
        '--unshare-user',
        // A PID namespace of its own, as a container has: when the sandbox
        // ends, so does every process in it (render's Chromium among them).
        '--unshare-pid',
        '--uid',
        String(uid),
        '--gid',
        String(gid),
        '--die-with-parent',
        '--',
        ...container.command,
      ];
      const child = spawn('bwrap', args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
      const entry: { child: ChildProcess; log: string[]; exit?: string } = { child, log: [] };
      const keep = (chunk: Buffer) => {
        entry.log.push(chunk.toString());
        entry.log.splice(0, Math.max(0, entry.log.length - 40));
      };
      child.stdout!.on('data', keep);
      child.stderr!.on('data', keep);
      child.on('exit', (code, signal) => {
        entry.exit = `exited (${code ?? signal}): ${entry.log.join('').slice(-2000)}`;
      });
      processes.set(name, entry);
      stops.push(() => stopProcess(child));
      return `http://${listens[name].host}:${listens[name].port}`;
    };

    const ready = async (name: ServiceName, url: string) =>
      waitFor(
        name,
        async () => (await fetch(`${url}/readyz`)).ok,
        () => processes.get(name)?.exit,
      );

    // Identity first: the others fetch its keys; the gateway last.
    for (const name of ['identity', 'resume', 'storage', 'render'] as const) {
      await ready(name, start(name));
    }
    gatewayUrl = start('gateway');
    await ready('gateway', gatewayUrl);

    // A browser at the public origin, behind an ingress that speaks https.
    const origin = new URL(config.PUBLIC_URL!).origin;
    const headers: Record<string, string> = { origin, 'x-forwarded-proto': 'https' };
    const send = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${gatewayUrl}${path}`, {
        method,
        headers: {
          ...headers,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
      if (cookies.length > 0) {
        headers.cookie = cookies.join('; ');
      }
      return response;
    };

    const tag = randomBytes(4).toString('hex');
    const registered = await send('POST', '/api/auth/register', {
      name: 'Grace Hopper',
      username: `grace.${tag}`,
      email: `grace.${tag}@example.org`,
      password: 'correct horse battery',
      locale: 'en-US',
    });
    expect(registered.status).toBe(201);
    const created = await send('POST', '/api/resume', {
      title: 'Manifests',
      slug: `manifests-${tag}`,
      sample: true,
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const printed = await send('GET', `/api/resume/print/${id}`);
    expect(printed.status).toBe(200);
    const { url } = (await printed.json()) as { url: string };
    const file = await send(
      'GET',
      new URL(url, gatewayUrl).pathname + new URL(url, gatewayUrl).search,
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});

/** host:port of a URL, the scheme's port when none is written. */
function hostOf(value: string): string {
  const url = new URL(value);
  const port = url.port || { 'https:': '443', 'http:': '80', 'nats:': '4222' }[url.protocol] || '';
  return `${url.hostname}:${port}`;
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return;
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
