import { type KubeObject, renderOverlay, serviceNames } from './support/deploy-files';

type Validatable = { validate(): void };
type ModelClass = new (data: object) => Validatable;

/** The kubernetes-models class of an object's apiVersion and kind (its OpenAPI schema). */
function modelOf(object: KubeObject): ModelClass {
  const [group, version] = object.apiVersion.includes('/')
    ? object.apiVersion.split('/')
    : [undefined, object.apiVersion];
  const path = group
    ? `kubernetes-models/${group}/${version}/${object.kind}`
    : `kubernetes-models/${version}/${object.kind}`;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const module = require(path) as Record<string, ModelClass>;
  return module[object.kind]!;
}

function validationErrors(objects: KubeObject[]): string[] {
  return objects.flatMap((object) => {
    try {
      new (modelOf(object))(object).validate();
      return [];
    } catch (error) {
      return [`${object.kind}/${object.metadata.name}: ${(error as Error).message}`];
    }
  });
}

type Container = {
  command?: string[];
  livenessProbe?: { httpGet?: { path: string } };
  readinessProbe?: { httpGet?: { path: string } };
  securityContext?: Record<string, unknown>;
  volumeMounts?: { mountPath: string }[];
};
type Deployment = KubeObject & {
  spec: {
    template: { spec: { securityContext: Record<string, unknown>; containers: Container[] } };
  };
};

describe.each(['dev', 'prod'] as const)('the %s overlay', (overlay) => {
  const objects = renderOverlay(overlay);
  const deployments = objects.filter(
    (object): object is Deployment => object.kind === 'Deployment',
  );

  it('renders, and every object validates against the Kubernetes API schema', () => {
    expect(objects.length).toBeGreaterThan(20);
    expect(validationErrors(objects)).toEqual([]);
  });

  it('runs every service non-root on a read-only root with all capabilities dropped', () => {
    expect(deployments.map((deployment) => deployment.metadata.name).sort()).toEqual(
      serviceNames.map((name) => `vitae-${name}`).sort(),
    );
    for (const deployment of deployments) {
      const pod = deployment.spec.template.spec;
      expect(pod.securityContext).toMatchObject({
        runAsNonRoot: true,
        seccompProfile: { type: 'RuntimeDefault' },
      });
      const [container] = pod.containers;
      expect(container?.securityContext).toEqual({
        allowPrivilegeEscalation: false,
        readOnlyRootFilesystem: true,
        capabilities: { drop: ['ALL'] },
      });
      expect(container?.volumeMounts?.map((mount) => mount.mountPath)).toContain('/tmp');
      expect(container?.livenessProbe?.httpGet?.path).toBe('/healthz');
      expect(container?.readinessProbe?.httpGet?.path).toBe('/readyz');
    }
  });

  it('routes /, /api, /graphql and /artboard to the gateway', () => {
    const ingress = objects.find((object) => object.kind === 'Ingress') as KubeObject & {
      spec: {
        rules: { http: { paths: { path: string; backend: { service: { name: string } } }[] } }[];
      };
    };
    const paths = ingress.spec.rules[0]!.http.paths;
    expect(paths.map((path) => path.path).sort()).toEqual(['/', '/api', '/artboard', '/graphql']);
    expect(new Set(paths.map((path) => path.backend.service.name))).toEqual(
      new Set(['vitae-gateway']),
    );
  });
});

describe('the schema check', () => {
  it('refuses an object a cluster would refuse', () => {
    const [deployment] = renderOverlay('prod').filter((object) => object.kind === 'Deployment');
    const broken = structuredClone(deployment!) as Deployment;
    (broken.spec.template.spec.containers[0] as Record<string, unknown>).ports = [
      { containerPort: 'http' },
    ];
    expect(validationErrors([broken])).toEqual([
      expect.stringContaining('containerPort must be integer'),
    ]);
  });
});
