import 'reflect-metadata';

import { type FastifyInstance } from 'fastify';
import { type GraphQLSchema } from 'graphql';
import {
  Arg,
  Authorized,
  Ctx,
  Directive,
  Field,
  ID,
  ObjectType,
  Query,
  Resolver,
} from 'type-graphql';

import { DomainError } from '../../src/errors';
import {
  buildSubgraph,
  type GraphContext,
  listUnguardedRootFields,
  mountGraphQL,
  printSubgraphSdl,
  Public,
} from '../../src/graph';
import { createServiceApp, listen } from '../../src/http';
import { silentLogger } from '../../src/testing';

@ObjectType()
@Directive('@key(fields: "id")')
class Book {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => Book, { nullable: true })
  sequel?: Book;
}

const shelf = new Map<string, Book>();
for (let n = 1; n <= 3; n++) {
  const book = new Book();
  book.id = String(n);
  book.title = `Volume ${n}`;
  shelf.set(book.id, book);
}
// An endless series, so a query can be made as deep as a test needs.
for (const book of shelf.values()) {
  book.sequel = shelf.get(String((Number(book.id) % 3) + 1));
}

@Resolver(() => Book)
class BookResolver {
  @Public()
  @Query(() => Book, { nullable: true })
  book(@Arg('id', () => ID) id: string): Book | undefined {
    return shelf.get(id);
  }

  @Authorized()
  @Query(() => String)
  whoAmI(@Ctx() context: GraphContext): string {
    return context.userId!;
  }

  @Authorized('resumes:admin')
  @Query(() => String)
  adminOnly(): string {
    return 'granted';
  }

  @Public()
  @Query(() => String)
  locked(): string {
    throw new DomainError('ResumeLocked', 'Unlock to make changes.', { resumeId: 'r1' });
  }

  @Public()
  @Query(() => String)
  broken(): string {
    throw new Error('password authentication failed for user "resume"');
  }
}

@Resolver()
class ForgottenResolver {
  @Query(() => String)
  forgotten(): string {
    return 'open to anyone';
  }
}

@Public()
@Resolver()
class OpenResolver {
  @Query(() => String)
  open(): string {
    return 'open by design';
  }
}

/** The errors list is typed as present; tests that expect none assert it is undefined. */
type GraphResponse = {
  data?: unknown;
  errors: { message: string; extensions: Record<string, unknown> }[];
};

const buildBooks = () =>
  buildSubgraph({
    resolvers: [BookResolver],
    references: {
      Book: (reference: { id: string }) => shelf.get(reference.id),
    },
  });

describe('a type-graphql subgraph served over HTTP', () => {
  let schema: GraphQLSchema;
  let app: FastifyInstance;
  let url: string;

  const post = async (query: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query }),
    });
    const text = await response.text();
    return { status: response.status, text, body: JSON.parse(text) as GraphResponse };
  };

  beforeAll(async () => {
    schema = await buildBooks();
    app = await createServiceApp({ service: 'books', logger: silentLogger() });
    await mountGraphQL(app, {
      schema,
      context: async (request) => {
        const user = request.headers['x-test-user'];
        const scopes = request.headers['x-test-scopes'];
        return {
          requestId: String(request.id),
          userId: typeof user === 'string' ? user : undefined,
          scopes: typeof scopes === 'string' ? scopes.split(' ') : [],
          logger: silentLogger(),
          request,
        };
      },
    });
    ({ url } = await listen(app, { host: '127.0.0.1', port: 0 }));
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers a normal query', async () => {
    const { status, body } = await post('{ book(id: "2") { id title sequel { title } } }');
    expect(status).toBe(200);
    expect(body).toEqual({
      data: { book: { id: '2', title: 'Volume 2', sequel: { title: 'Volume 3' } } },
    });
  });

  it('answers GET requests too', async () => {
    const query = encodeURIComponent('{ book(id: "1") { title } }');
    const response = await fetch(`${url}/graphql?query=${query}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(await response.json()).toEqual({ data: { book: { title: 'Volume 1' } } });
  });

  it('publishes a Federation 2 SDL with the entity key through _service', async () => {
    const { body } = await post('{ _service { sdl } }');
    const sdl = (body.data as { _service: { sdl: string } })._service.sdl;
    expect(sdl).toContain('@link(url: "https://specs.apollo.dev/federation/v2.7"');
    expect(sdl).toMatch(/type Book\s+@key\(fields: "id"\)/);
    // What a service commits: the same SDL, less what the @link'ed specs define.
    const printed = printSubgraphSdl(schema);
    expect(sdl).toMatch(/^directive @key\(/m);
    expect(printed).not.toMatch(/^directive |^scalar (link|federation)__|^enum link__/m);
    expect(printed).toMatch(/^extend schema\s+@link\(url: "https:\/\/specs.apollo.dev\/federation/);
    for (const part of printed.trim().split('\n\n')) {
      expect(sdl).toContain(part);
    }
  });

  it('prints the same SDL every time the subgraph is built', async () => {
    expect(printSubgraphSdl(await buildBooks())).toBe(printSubgraphSdl(schema));
  });

  it('resolves an entity reference through _entities', async () => {
    const { body } = await post(
      '{ _entities(representations: [{ __typename: "Book", id: "3" }, { __typename: "Book", id: "9" }]) { ... on Book { id title sequel { id } } } }',
    );
    expect(body).toEqual({
      data: { _entities: [{ id: '3', title: 'Volume 3', sequel: { id: '1' } }, null] },
    });
  });

  it('refuses a query deeper than the limit before running it', async () => {
    const nest = (depth: number): string =>
      depth === 0 ? 'id' : `id sequel { ${nest(depth - 1)} }`;
    // book (1) + 11 sequels = depth 12 at the innermost id: allowed.
    expect((await post(`{ book(id: "1") { ${nest(10)} } }`)).body.errors).toBeUndefined();
    const { status, body } = await post(`{ book(id: "1") { ${nest(12)} } }`);
    expect(status).toBe(400);
    expect(body.errors[0].message).toBe('Query is too deep: depth 14 exceeds the limit of 12.');
    expect(body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('follows fragments when measuring depth', async () => {
    const { body } = await post(`
      query { book(id: "1") { ...Deep } }
      fragment Deep on Book { sequel { sequel { sequel { sequel { sequel { sequel { sequel { sequel { sequel { sequel { sequel { sequel { id } } } } } } } } } } } } }
    `);
    expect(body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses a shallow query that selects too many fields through aliases', async () => {
    const aliases = Array.from({ length: 600 }, (_, n) => `b${n}: book(id: "1") { id }`).join(' ');
    const { status, body } = await post(`{ ${aliases} }`);
    expect(status).toBe(400);
    expect(body.errors[0].message).toBe(
      'Query is too expensive: it selects more than 1000 fields.',
    );
    expect(body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('counts a fragment every time it is spread', async () => {
    const spreads = Array.from({ length: 400 }, (_, n) => `b${n}: book(id: "1") { ...Title }`).join(
      ' ',
    );
    const { body } = await post(`{ ${spreads} } fragment Title on Book { id title }`);
    expect(body.errors[0].message).toMatch(/too expensive/);
  });

  it.each([
    {
      rule: 'sends a DomainError as its code and details, without a stack',
      field: 'locked',
      message: 'Unlock to make changes.',
      extensions: { code: 'ResumeLocked', details: { resumeId: 'r1' } },
      hidden: /stacktrace|at .*\.ts/,
    },
    {
      rule: 'hides an unexpected error behind SomethingWentWrong',
      field: 'broken',
      message: 'SomethingWentWrong',
      extensions: { code: 'SomethingWentWrong' },
      hidden: /password|stacktrace/,
    },
  ])('$rule', async ({ field, message, extensions, hidden }) => {
    const { text, body } = await post(`{ ${field} }`);
    expect(body.errors).toEqual([
      { message, locations: [{ line: 1, column: 3 }], path: [field], extensions },
    ]);
    expect(text).not.toMatch(hidden);
  });

  it('keeps the code of a validation error', async () => {
    const { status, body } = await post('{ book { title } }');
    expect(status).toBe(400);
    expect(body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(body.errors[0].message).toMatch(/argument "id"/);
  });

  it('refuses an @Authorized field to an anonymous caller', async () => {
    const { body } = await post('{ whoAmI }');
    expect(body.data).toBeNull();
    expect(body.errors[0].extensions).toEqual({ code: 'UNAUTHENTICATED' });
  });

  it('grants an @Authorized field to a signed-in caller', async () => {
    const { body } = await post('{ whoAmI }', { 'x-test-user': 'user-7' });
    expect(body).toEqual({ data: { whoAmI: 'user-7' } });
  });

  it('asks for every scope an @Authorized field names', async () => {
    const without = await post('{ adminOnly }', {
      'x-test-user': 'user-7',
      'x-test-scopes': 'resumes:read',
    });
    expect(without.body.errors[0].extensions.code).toBe('UNAUTHORIZED');
    const granted = await post('{ adminOnly }', {
      'x-test-user': 'user-7',
      'x-test-scopes': 'resumes:read resumes:admin',
    });
    expect(granted.body).toEqual({ data: { adminOnly: 'granted' } });
  });

  it('allows introspection outside production', async () => {
    const { body } = await post('{ __schema { queryType { name } } }');
    expect(body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });
});

describe('introspection in production', () => {
  it('is refused', async () => {
    const app = await createServiceApp({ service: 'books', logger: silentLogger() });
    await mountGraphQL(app, {
      schema: await buildBooks(),
      production: true,
      context: async (request) => ({
        requestId: String(request.id),
        scopes: [],
        logger: silentLogger(),
      }),
    });
    try {
      const { url } = await listen(app, { host: '127.0.0.1', port: 0 });
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }),
      });
      const body = (await response.json()) as {
        errors: { message: string; extensions: { code: string } }[];
      };
      expect(body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(body.errors[0].message).toMatch(/introspection is not allowed/i);
    } finally {
      await app.close();
    }
  });
});

describe('listUnguardedRootFields', () => {
  it('is empty when every root field is @Authorized or @Public', async () => {
    expect(listUnguardedRootFields(await buildBooks())).toEqual([]);
  });

  it('names a root field with neither guard nor marker, and accepts @Public on a class', async () => {
    const schema = await buildSubgraph({
      resolvers: [BookResolver, ForgottenResolver, OpenResolver],
    });
    expect(listUnguardedRootFields(schema)).toEqual(['Query.forgotten']);
  });
});
