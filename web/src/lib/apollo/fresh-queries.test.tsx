import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { type ReactNode } from 'react';
import { of } from 'rxjs';

import { useCreateResume } from '../../features/dashboard/hooks/use-create-resume';
import { useResumes } from '../../features/dashboard/hooks/use-resumes';
import { ResumesDocument } from '../graphql/generated/graphql';
import { forgetAnswers, freshFetchPolicy, freshForMs, freshnessLink } from './fresh-queries';

function resume(id: string, title: string) {
  return {
    __typename: 'Resume' as const,
    id,
    title,
    slug: title.toLowerCase(),
    visibility: 'private',
    locked: false,
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    sourceId: null,
    job: null,
  };
}

/** A client whose server is a stand-in that counts the requests it is sent, by operation. */
function clientWithServer() {
  const requests: string[] = [];
  const server = new ApolloLink((operation) => {
    requests.push(operation.operationName ?? '');
    if (operation.operationName === 'CreateResume') {
      return of({ data: { createResume: resume('b', 'Second') } });
    }
    return of({ data: { resumes: [resume('a', 'First')] } });
  });
  const client = new ApolloClient({
    link: ApolloLink.from([freshnessLink, server]),
    cache: new InMemoryCache(),
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>{children}</ApolloProvider>
  );
  return { client, requests, wrapper };
}

/** Settles what a render started (a request would have been sent by now). */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

describe('queries stay fresh for 60 s (docs/product.md#calls)', () => {
  let now = Date.parse('2026-03-01T12:00:00.000Z');

  beforeEach(() => {
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('asks the server nothing for a list visited again within 60 s, and asks again after', async () => {
    const { requests, wrapper } = clientWithServer();

    const first = renderHook(() => useResumes(), { wrapper });
    await waitFor(() => expect(first.result.current.resumes).toHaveLength(1));
    expect(requests).toEqual(['Resumes']);
    first.unmount();

    now += freshForMs - 1_000;
    const second = renderHook(() => useResumes(), { wrapper });
    expect(second.result.current.resumes?.map((entry) => entry.title)).toEqual(['First']);
    await settle();
    expect(requests).toEqual(['Resumes']);
    second.unmount();

    now += 2_000;
    const third = renderHook(() => useResumes(), { wrapper });
    // The cached list shows at once while the server is asked again.
    expect(third.result.current.resumes).toHaveLength(1);
    await settle();
    expect(requests).toEqual(['Resumes', 'Resumes']);
    third.unmount();
  });

  it('shows a resume created meanwhile at once, from the cache, without asking for the list', async () => {
    const { requests, wrapper } = clientWithServer();
    const list = renderHook(() => useResumes(), { wrapper });
    await waitFor(() => expect(list.result.current.resumes).toHaveLength(1));
    list.unmount();

    const create = renderHook(() => useCreateResume(), { wrapper });
    await act(async () => {
      await create.result.current.createResume({ title: 'Second', slug: 'second' });
    });
    create.unmount();

    now += 10_000;
    const again = renderHook(() => useResumes(), { wrapper });
    expect(again.result.current.resumes?.map((entry) => entry.id).sort()).toEqual(['a', 'b']);
    await settle();
    expect(requests).toEqual(['Resumes', 'CreateResume']);
  });

  it('counts only answers from the server, per query, and forgets them when the cache is cleared', async () => {
    const { client } = clientWithServer();
    expect(freshFetchPolicy(client, ResumesDocument)).toBe('cache-and-network');
    await client.query({ query: ResumesDocument });
    expect(freshFetchPolicy(client, ResumesDocument)).toBe('cache-first');
    expect(freshFetchPolicy(client, ResumesDocument, undefined, now + freshForMs)).toBe(
      'cache-and-network',
    );
    // A read the cache answers is no new answer from the server.
    now += 30_000;
    await client.query({ query: ResumesDocument });
    expect(freshFetchPolicy(client, ResumesDocument, undefined, now + freshForMs - 29_000)).toBe(
      'cache-and-network',
    );
    forgetAnswers(client);
    expect(freshFetchPolicy(client, ResumesDocument)).toBe('cache-and-network');
  });
});
