import { httpCall } from '../http/http-client';
import { serviceCredentialHeaders } from '../trust/service-credential';

/** Where another subgraph is, and how to call it. */
export type EntityClientOptions = {
  /** The subgraph's /graphql. */
  url: string;
  /** The service credential every subgraph demands (`serviceCredential(config)`). */
  credential: string;
  /** The whole call (10 s by default). */
  timeoutMs?: number;
  /** Larger answers fail the call (64 MiB by default). */
  maxResponseBytes?: number;
};

/** What to read: one entity type, by id, with the fields to select. */
export type EntityLookup = {
  /** The entity's GraphQL type, as its `@key(fields: "id")` subgraph declares it. */
  typename: string;
  ids: readonly string[];
  /** The selection inside `... on <typename> { }`, e.g. `id userId visibility`. */
  fields: string;
  /** The operation's name, so the other service's logs say who asked. */
  operationName: string;
  /**
   * Headers that say who is asking (an access token as the gateway forwarded
   * it); without them the subgraph answers as it does to a guest.
   */
  caller?: Record<string, string>;
};

/** The other subgraph could not be asked, or refused. */
export class EntityClientError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EntityClientError';
  }
}

const graphqlName = /^[_A-Za-z][_0-9A-Za-z]*$/;

/**
 * Reads entities of another subgraph as federation references, the way the
 * gateway does: one `_entities` query with a `{ __typename, id }`
 * representation per id, presenting the service credential (a subgraph
 * refuses any caller without it) and the caller's headers, if any. Each
 * subgraph's reference resolver applies its own rules to that caller (resume
 * answers a guest public resumes only).
 */
export function createEntityClient({
  url,
  credential,
  timeoutMs = 10_000,
  maxResponseBytes,
}: EntityClientOptions) {
  return {
    /**
     * The entities of `ids`, in the same order: undefined for one the subgraph
     * answered null (missing, or not for this caller).
     *
     * @throws EntityClientError when the call fails, answers another status
     * than 200, or carries GraphQL errors.
     */
    async find<T>({
      typename,
      ids,
      fields,
      operationName,
      caller = {},
    }: EntityLookup): Promise<(T | undefined)[]> {
      if (!graphqlName.test(typename) || !graphqlName.test(operationName)) {
        throw new EntityClientError(`not a GraphQL name: ${typename}, ${operationName}`);
      }
      if (ids.length === 0) {
        return [];
      }
      const query = `query ${operationName}($representations: [_Any!]!) {
  _entities(representations: $representations) { ... on ${typename} { ${fields} } }
}`;
      let answer;
      try {
        answer = await httpCall(url, {
          method: 'POST',
          headers: {
            ...caller,
            'content-type': 'application/json',
            ...serviceCredentialHeaders(credential),
          },
          body: JSON.stringify({
            query,
            operationName,
            variables: { representations: ids.map((id) => ({ __typename: typename, id })) },
          }),
          timeoutMs,
          maxResponseBytes,
        });
      } catch (error) {
        throw new EntityClientError(`${url} could not be asked for ${typename}`, { cause: error });
      }
      if (answer.status !== 200) {
        throw new EntityClientError(`${url} answered ${answer.status} for ${typename}`);
      }
      let body: { data?: { _entities?: (T | null)[] } | null; errors?: { message: string }[] };
      try {
        body = answer.json();
      } catch (error) {
        throw new EntityClientError(`${url} answered ${typename} with no JSON`, { cause: error });
      }
      if (body.errors?.length) {
        throw new EntityClientError(`${url} refused ${typename}: ${body.errors[0].message}`);
      }
      const entities = body.data?._entities;
      if (!Array.isArray(entities) || entities.length !== ids.length) {
        throw new EntityClientError(`${url} answered ${typename} without one entity per id`);
      }
      return entities.map((entity) => entity ?? undefined);
    },
  };
}

/** A client of one other subgraph's entities. */
export type EntityClient = ReturnType<typeof createEntityClient>;
