import { z } from 'zod';

import { type AllInOne } from '../src/all-in-one/all-in-one';
import { apiRoutes, openApiPath, routeDocOf } from '../src/openapi/openapi-document';
import { type RouteDoc } from '../src/openapi/route-docs';
import { restRoutes } from '../src/rest/routes';
import { Browser } from './identity-harness';
import { startTestAllInOne } from './support/start-services';

jest.setTimeout(60_000);

type Operation = {
  summary: string;
  'x-api-key-scope': string;
  'x-undocumented'?: boolean;
  requestBody?: { content: Record<string, { example?: unknown; schema: unknown }> };
  responses: Record<string, { content?: Record<string, { example?: unknown; schema: unknown }> }>;
};

type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

/** Every `$ref` in `value`. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) {
    return value.flatMap(refsIn);
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner),
    );
  }
  return [];
}

/**
 * The routes with examples, in the order they are called: the register
 * example makes the account (and signs in) the others act as.
 */
function examplesInOrder(): { method: string; path: string; doc: RouteDoc }[] {
  const withExamples = apiRoutes(restRoutes).flatMap((route) => {
    const doc = routeDocOf(route);
    return doc?.example ? [{ method: route.method, path: route.path, doc }] : [];
  });
  const first = (route: { path: string }) => (route.path === '/api/auth/register' ? 0 : 1);
  return withExamples.sort((a, b) => first(a) - first(b));
}

describe('the OpenAPI document and reference page (docs/api.md)', () => {
  let vitae: AllInOne;
  let close: () => Promise<void>;
  let document: Document;

  beforeAll(async () => {
    ({ vitae, close } = await startTestAllInOne({ RATE_LIMIT_SCALE: '1000' }));
    const response = await fetch(`${vitae.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    document = (await response.json()) as Document;
  }, 120_000);

  afterAll(() => close?.());

  it('is OpenAPI 3.1 and lists every /api route of the route table, documented, with its key scope', () => {
    expect(document.openapi).toBe('3.1.0');
    const routes = apiRoutes(restRoutes);
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      expect({ route: `${route.method} ${route.path}`, listed: Boolean(operation) }).toEqual({
        route: `${route.method} ${route.path}`,
        listed: true,
      });
      expect({ route: route.path, undocumented: operation['x-undocumented'] ?? false }).toEqual({
        route: route.path,
        undocumented: false,
      });
      expect(operation['x-api-key-scope']).toBe(route.apiKeyScope);
    }
    const operations = Object.values(document.paths).flatMap((path) => Object.keys(path));
    expect(operations).toHaveLength(routes.length);
  });

  it('points only at components it has', () => {
    const missing = refsIn(document)
      .map((ref) => ref.replace('#/components/schemas/', ''))
      .filter((name) => !(name in document.components.schemas));
    expect(missing).toEqual([]);
  });

  it('each example validates against its schema and is answered as documented by the real app', async () => {
    const browser = new Browser(vitae.url);
    const examples = examplesInOrder();
    expect(examples.map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining(['POST /api/auth/register', 'POST /api/keys', 'POST /api/resume']),
    );
    for (const { method, path, doc } of examples) {
      const name = `${method} ${path}`;
      const operation = document.paths[openApiPath(path)][method.toLowerCase()];
      const { body, answer } = doc.example!;
      if (body !== undefined) {
        expect(doc.body).toBeInstanceOf(z.ZodType);
        const parsed = (doc.body as z.ZodType).safeParse(body);
        expect({ name, issues: parsed.error?.issues ?? [] }).toEqual({ name, issues: [] });
        expect(operation.requestBody?.content['application/json'].example).toEqual(body);
      }
      if (answer !== undefined) {
        const parsed = doc.answer.schema!.safeParse(answer);
        expect({ name, issues: parsed.error?.issues ?? [] }).toEqual({ name, issues: [] });
      }
      const called = await browser.call(method, path, body);
      expect({ name, status: called.status }).toEqual({ name, status: doc.answer.status });
      expect(operation.responses[String(doc.answer.status)]).toBeDefined();
      const parsed = doc.answer.schema!.safeParse(called.body);
      expect({ name, issues: parsed.error?.issues ?? [] }).toEqual({ name, issues: [] });
      if (answer !== undefined) {
        expect(called.body).toEqual(answer);
      }
    }
  });

  it('serves the reference page and its script from this origin, under the app CSP', async () => {
    const page = await fetch(`${vitae.url}/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    // No inline script, no other origin.
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    expect(html).not.toMatch(/https?:\/\//);
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(sources.length).toBeGreaterThanOrEqual(4);
    for (const source of sources) {
      const asset = await fetch(`${vitae.url}${source}`);
      expect({ source, status: asset.status }).toEqual({ source, status: 200 });
      await asset.arrayBuffer();
    }
    expect((await fetch(`${vitae.url}/api/docs/assets/package.json`)).status).toBe(404);
  });
});
