import {
  type ApolloClient,
  ApolloLink,
  type DocumentNode,
  type OperationVariables,
  type WatchQueryFetchPolicy,
} from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { canonicalStringify } from '@apollo/client/utilities';
import { OperationTypeNode } from 'graphql';
import { useState } from 'react';
import { tap } from 'rxjs';

/** How long a query's answer stays fresh (docs/product.md#calls). */
export const freshForMs = 60_000;

/** When each query (by operation name and variables) last had an answer from the server, per client. */
const answeredAt = new WeakMap<ApolloClient, Map<string, number>>();

function keyOf(operationName: string | undefined, variables: OperationVariables | undefined) {
  return `${operationName ?? ''} ${canonicalStringify(variables ?? {})}`;
}

function operationNameOf(query: DocumentNode): string | undefined {
  for (const definition of query.definitions) {
    if (definition.kind === 'OperationDefinition') {
      return definition.name?.value;
    }
  }
  return undefined;
}

/**
 * Notes the time of every query answered by the server without errors: only
 * requests that reach the network pass through a link, so a cache read never
 * counts as an answer.
 */
export const freshnessLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    tap((result) => {
      if (operation.operationType !== OperationTypeNode.QUERY || (result.errors?.length ?? 0) > 0) {
        return;
      }
      let times = answeredAt.get(operation.client);
      if (!times) {
        times = new Map();
        answeredAt.set(operation.client, times);
      }
      times.set(keyOf(operation.operationName, operation.variables), Date.now());
    }),
  ),
);

/** Forgets every answer's time (the cache was cleared: nothing in it is fresh). */
export function forgetAnswers(client: ApolloClient): void {
  answeredAt.delete(client);
}

/**
 * The fetch policy of a query read now: `cache-first` within {@link freshForMs}
 * of the server's last answer to it (the cache holds that answer, kept up to date
 * by every mutation's result), else `cache-and-network` (what the cache has at
 * once, then the server's answer). A query the cache cannot answer goes to the
 * server under either.
 */
export function freshFetchPolicy(
  client: ApolloClient,
  query: DocumentNode,
  variables?: OperationVariables,
  now = Date.now(),
): WatchQueryFetchPolicy {
  const at = answeredAt.get(client)?.get(keyOf(operationNameOf(query), variables));
  return at !== undefined && now - at < freshForMs ? 'cache-first' : 'cache-and-network';
}

/**
 * {@link freshFetchPolicy} for a query a component reads, chosen once when it
 * mounts: a page visited again within 60 s shows its cached answer and asks
 * the server nothing.
 */
export function useFreshFetchPolicy(
  query: DocumentNode,
  variables?: OperationVariables,
): WatchQueryFetchPolicy {
  const client = useApolloClient();
  const [policy] = useState(() => freshFetchPolicy(client, query, variables));
  return policy;
}
