import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  HttpLink,
  InMemoryCache,
} from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { from, mergeMap, throwError } from 'rxjs';

import { notifySessionExpired, RefreshFailedError, refreshSession } from '../api/client';
import { forgetAnswers, freshnessLink } from './fresh-queries';

function isUnauthenticated(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((entry) => entry.extensions?.code === 'UNAUTHENTICATED')
  );
}

/**
 * An UNAUTHENTICATED answer gets one refresh and one retry, as the REST calls do
 * (docs/product.md#session); a refresh the server refuses ends the session, one
 * that got no answer fails only this operation.
 */
const refreshLink = new ErrorLink(({ error, operation, forward }) => {
  if (!isUnauthenticated(error)) {
    return;
  }
  return from(refreshSession()).pipe(
    mergeMap((refreshed) => {
      if (refreshed === 'refreshed') {
        return forward(operation);
      }
      if (refreshed === 'refused') {
        notifySessionExpired();
        return throwError(() => error);
      }
      return throwError(() => new RefreshFailedError());
    }),
  );
});

/**
 * The app's GraphQL client for `/graphql`, with the session cookies. Queries are not retried and
 * stay fresh for 60 s (docs/product.md#calls): `freshnessLink` notes when each was answered.
 */
export function createApolloClient(): ApolloClient {
  const client = new ApolloClient({
    link: ApolloLink.from([
      refreshLink,
      freshnessLink,
      new HttpLink({ uri: '/graphql', credentials: 'include' }),
    ]),
    cache: new InMemoryCache(),
  });
  client.onClearStore(async () => forgetAnswers(client));
  return client;
}
