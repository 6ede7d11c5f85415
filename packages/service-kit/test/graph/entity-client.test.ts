import 'reflect-metadata';

import { type FastifyInstance } from 'fastify';
import { Directive, Field, ID, ObjectType, Query, Resolver } from 'type-graphql';

import { DomainError } from '../../src/errors';
import {
  buildSubgraph,
  createEntityClient,
  EntityClientError,
  mountGraphQL,
  Public,
} from '../../src/graph';
import { createServiceApp, listen } from '../../src/http';
import { silentLogger } from '../../src/testing';
import { guardServiceRoutes } from '../../src/trust';

@ObjectType()
@Directive('@key(fields: "id")')
class Note {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  ownerId!: string;

  @Field(() => String)
  visibility!: 'public' | 'private';
}

@Resolver(() => Note)
class NoteResolver {
  @Public()
  @Query(() => String)
  hello(): string {
    return 'hello';
  }
}

const notes = new Map<string, Note>(
  [
    { id: 'n1', ownerId: 'ada', visibility: 'public' as const },
    { id: 'n2', ownerId: 'ada', visibility: 'private' as const },
    { id: 'n3', ownerId: 'grace', visibility: 'public' as const },
  ].map((note) => [note.id, Object.assign(new Note(), note)]),
);

const credential = 'a-service-credential-for-this-test-0123456789';

// A subgraph as every Vitae subgraph is served: its /graphql refuses a caller
// without the service credential, and its reference resolver answers a
// private entity to its owner only (as resume's does).
describe('reading another subgraph’s entities', () => {
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    const schema = await buildSubgraph({
      resolvers: [NoteResolver],
      orphanedTypes: [Note],
      references: {
        Note: ((reference: { id: string }, context: { userId?: string }) => {
          if (reference.id === 'boom') {
            throw new DomainError('BAD_USER_INPUT', 'id: no such note can exist');
          }
          const note = notes.get(reference.id);
          return note && (note.visibility === 'public' || note.ownerId === context.userId)
            ? note
            : null;
        }) as never,
      },
    });
    app = await createServiceApp({ service: 'notes', logger: silentLogger() });
    guardServiceRoutes(app, { credential, prefixes: ['/graphql'] });
    await mountGraphQL(app, {
      schema,
      context: async (request) => {
        const user = request.headers['x-test-user'];
        return {
          requestId: String(request.id),
          userId: typeof user === 'string' ? user : undefined,
          scopes: [],
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

  const client = (given = credential) =>
    createEntityClient({ url: `${url}/graphql`, credential: given, timeoutMs: 5_000 });
  const lookup = { typename: 'Note', fields: 'id ownerId visibility', operationName: 'TestNotes' };

  it('answers the entities in the order asked, undefined for a missing one or one kept from a guest', async () => {
    const found = await client().find<Note>({ ...lookup, ids: ['n3', 'missing', 'n2', 'n1'] });
    expect(found).toEqual([
      { id: 'n3', ownerId: 'grace', visibility: 'public' },
      undefined,
      undefined,
      { id: 'n1', ownerId: 'ada', visibility: 'public' },
    ]);
  });

  it("passes the caller's headers, so the subgraph applies its rules to that caller", async () => {
    const found = await client().find<Note>({
      ...lookup,
      ids: ['n2'],
      caller: { 'x-test-user': 'ada' },
    });
    expect(found).toEqual([{ id: 'n2', ownerId: 'ada', visibility: 'private' }]);
  });

  it('presents the service credential: with another one the subgraph refuses the call', async () => {
    await expect(client('not-the-credential').find({ ...lookup, ids: ['n1'] })).rejects.toThrow(
      new EntityClientError(`${url}/graphql answered 401 for Note`),
    );
  });

  it("throws the subgraph's refusal rather than answering nothing", async () => {
    await expect(client().find({ ...lookup, ids: ['n1', 'boom'] })).rejects.toThrow(
      /refused Note: id: no such note can exist/,
    );
  });

  it('throws when the subgraph cannot be reached', async () => {
    const nowhere = createEntityClient({ url: 'http://127.0.0.1:9/graphql', credential });
    await expect(nowhere.find({ ...lookup, ids: ['n1'] })).rejects.toBeInstanceOf(
      EntityClientError,
    );
  });

  it('asks nothing for no ids', async () => {
    const nowhere = createEntityClient({ url: 'http://127.0.0.1:9/graphql', credential });
    expect(await nowhere.find({ ...lookup, ids: [] })).toEqual([]);
  });
});
