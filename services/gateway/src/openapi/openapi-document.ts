import { apiKeyScopes, letterDataSchema, resumeDataSchema } from '@vitae/schema';
import { statusOfAnyCode } from '@vitae/service-kit';
import { z } from 'zod';

import { keyScopeOf, proxiedRoutes, type RouteKeyScope } from '../api-keys/api-key-scopes';
import { type RestRoute } from '../rest/rest-route';
import { type RouteDoc, routeDocs } from './route-docs';
import { errorBodySchema } from './schemas';

/** A route as the document lists it. */
export type DocumentedRoute = { method: string; path: string; apiKeyScope: RouteKeyScope };

/** Fastify's `:id` and `*` as OpenAPI's `{id}` and `{path}`. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');
}

/** The path parameters of a Fastify path. */
function pathParameters(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)]
    .map((match) => match[1])
    .concat(path.endsWith('*') ? ['path'] : []);
}

/** Every route of the gateway under /api: the REST shims and the proxied ones. */
export function apiRoutes(routes: readonly RestRoute[]): DocumentedRoute[] {
  return [
    ...routes.map((route) => ({
      method: route.method,
      path: route.path,
      apiKeyScope: keyScopeOf(route),
    })),
    ...proxiedRoutes,
  ];
}

/** The documentation of a route, by `METHOD path`; undefined when it has none. */
export function routeDocOf(route: { method: string; path: string }): RouteDoc | undefined {
  return routeDocs[`${route.method} ${route.path}`];
}

type JsonSchema = Record<string, unknown>;

/**
 * JSON Schemas of zod schemas as OpenAPI 3.1 components (JSON Schema
 * 2020-12), with zod v4's own `z.toJSONSchema`: every schema with an `id`
 * (its `.meta`) becomes a component that the others point at.
 */
function componentsOf(
  schemas: z.ZodType[],
  io: 'input' | 'output',
  suffix: string,
): { refOf: (schema: z.ZodType) => JsonSchema; components: Record<string, JsonSchema> } {
  const registry = z.registry<{ id: string }>();
  const named = new Map<z.ZodType, string>();
  const add = (schema: z.ZodType, id: string) => {
    if (!named.has(schema)) {
      named.set(schema, id);
      registry.add(schema, { id });
    }
  };
  add(resumeDataSchema, `ResumeData${suffix}`);
  add(letterDataSchema, `LetterData${suffix}`);
  for (const schema of schemas) {
    // A list answers with its element's component.
    const named = schema instanceof z.ZodArray ? (schema.element as z.ZodType) : schema;
    const id = (z.globalRegistry.get(named) as { id?: string } | undefined)?.id;
    if (!id) {
      throw new Error('every body and answer of route-docs.ts is a schema with .meta({ id })');
    }
    add(named, `${id}${suffix}`);
  }
  // Components nested in others (a User inside an AuthResult) keep their names too.
  const { schemas: converted } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, JsonSchema> };
  const components: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(converted)) {
    const { $schema: _schema, $id: _id, ...rest } = schema;
    components[id] = rest;
  }
  return {
    refOf: (schema) =>
      schema instanceof z.ZodArray
        ? {
            type: 'array',
            items: { $ref: `#/components/schemas/${named.get(schema.element as z.ZodType)}` },
          }
        : { $ref: `#/components/schemas/${named.get(schema)}` },
    components,
  };
}

function errorResponse(description: string) {
  return {
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
}

/** A route's own error codes (`RouteDoc.errors`), one response per status naming each of its codes. */
function routeErrorResponses(codes: readonly string[] = []): Record<string, unknown> {
  const byStatus = new Map<number, string[]>();
  for (const code of codes) {
    const status = statusOfAnyCode(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, named]) => [String(status), errorResponse(named.join(' or '))]),
  );
}

/**
 * The OpenAPI 3.1 document of every /api route (docs/api.md), built from the
 * route table (method, path, the scope a personal API key needs) and the
 * routes' documentation (`route-docs.ts`: the zod schemas of `@vitae/schema`
 * and the answers' shapes). A route without documentation is listed with
 * what the table alone says and `x-undocumented: true`.
 */
export function buildOpenApiDocument(routes: readonly RestRoute[], serverUrl = '/'): JsonSchema {
  const listed = apiRoutes(routes);
  const docs = listed.map((route) => ({ route, doc: routeDocOf(route) }));
  const bodies = docs.flatMap(({ doc }) => (doc?.body instanceof z.ZodType ? [doc.body] : []));
  const answers = docs.flatMap(({ doc }) => (doc?.answer.schema ? [doc.answer.schema] : []));
  const inputs = componentsOf(bodies, 'input', 'Input');
  const outputs = componentsOf([errorBodySchema, ...answers], 'output', '');

  const paths: Record<string, Record<string, unknown>> = {};
  for (const { route, doc } of docs) {
    const path = openApiPath(route.path);
    const parameters = [
      ...pathParameters(route.path).map((name) => ({
        name,
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      ...Object.entries(doc?.query ?? {}).map(([name, { schema, description }]) => ({
        name,
        in: 'query',
        required: false,
        description,
        schema: z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input' }),
      })),
    ].map((parameter) => {
      const { $schema: _unused, ...schema } = parameter.schema as JsonSchema;
      return { ...parameter, schema };
    });
    const signedIn = doc?.access !== 'public';
    const answer = doc?.answer;
    const operation: Record<string, unknown> = {
      operationId: `${route.method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      summary: doc?.summary ?? `${route.method} ${path}`,
      ...(doc?.description ? { description: doc.description } : {}),
      tags: [doc?.tag ?? 'Other'],
      ...(parameters.length ? { parameters } : {}),
      security: signedIn ? [{ apiKey: [] }, { session: [] }] : [{}, { apiKey: [] }],
      'x-api-key-scope': route.apiKeyScope,
      ...(doc ? {} : { 'x-undocumented': true }),
      responses: {
        [String(answer?.status ?? 200)]: {
          description: answer?.description ?? 'Success',
          ...(answer?.schema
            ? {
                content: {
                  'application/json': {
                    schema: outputs.refOf(answer.schema),
                    ...(doc?.example?.answer !== undefined ? { example: doc.example.answer } : {}),
                  },
                },
              }
            : answer?.contentType
              ? {
                  content: {
                    [answer.contentType]: { schema: { type: 'string', format: 'binary' } },
                  },
                }
              : {}),
        },
        '400': errorResponse('BAD_USER_INPUT: the body or a parameter is refused'),
        ...(signedIn
          ? {
              '401': errorResponse(
                'UNAUTHENTICATED or InvalidAccessToken: no session, or a bad key',
              ),
            }
          : {}),
        '403': errorResponse(
          route.apiKeyScope === 'none'
            ? 'FORBIDDEN: an API key cannot call this route'
            : `FORBIDDEN: the API key lacks the ${route.apiKeyScope} scope`,
        ),
        '429': errorResponse('TOO_MANY_REQUESTS, with details.retryAfterSeconds'),
        ...routeErrorResponses(doc?.errors),
      },
    };
    if (doc?.body instanceof z.ZodType) {
      operation.requestBody = {
        required: true,
        content: {
          'application/json': {
            schema: inputs.refOf(doc.body),
            ...(doc.example?.body !== undefined ? { example: doc.example.body } : {}),
          },
        },
      };
    } else if (doc?.body) {
      operation.requestBody = {
        required: true,
        description: doc.body.description,
        content: { [doc.body.contentType]: { schema: { type: 'object' } } },
      };
    }
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Vitae API',
      version: '1',
      description:
        'The REST routes of Vitae. Call them with a personal API key (`Authorization: Bearer vitae_…`, made in Settings → API keys) or a session. See docs/api.md.',
    },
    servers: [{ url: serverUrl }],
    tags: [
      'Sign-in',
      'Account',
      'API keys',
      'Resumes',
      'History and trash',
      'Tailored copies',
      'Cover letters',
      'Printing',
      'Files',
    ].map((name) => ({ name })),
    paths,
    components: {
      schemas: { ...outputs.components, ...inputs.components },
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description: `A personal API key; its scopes (${apiKeyScopes.join(', ')}) limit what it may call (x-api-key-scope).`,
        },
        session: { type: 'apiKey', in: 'cookie', name: 'vitae_access' },
      },
    },
  };
}
