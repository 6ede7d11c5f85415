import { ApolloProvider } from '@apollo/client/react';
import { type ReactNode } from 'react';

import { createApolloClient } from './client';

// One client for the page's lifetime: its cache is the list the dashboard and builder share.
let client: ReturnType<typeof createApolloClient> | null = null;

/**
 * GraphQL for the signed-in part of the app. It lives in that part's chunk, so
 * the landing and public pages never download Apollo.
 */
export function ApolloBoundary({ children }: { children: ReactNode }) {
  client ??= createApolloClient();
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}

/** Forgets every cached answer (on logout, so the next person sees nothing of the last). */
export async function clearApolloCache(): Promise<void> {
  await client?.clearStore();
}
