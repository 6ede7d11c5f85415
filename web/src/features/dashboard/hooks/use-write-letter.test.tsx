import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation } from 'react-router';
import { of } from 'rxjs';

import { toaster } from '../../../ui/toaster';
import { useWriteLetter } from './use-write-letter';

const letter = {
  __typename: 'Letter' as const,
  id: 'new-letter',
  title: '',
  slug: '',
  locked: false,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  resumeId: null,
};

const resume = {
  id: 'main',
  title: 'Main resume',
  job: null,
};

type Sent = { operation: string; variables: Record<string, unknown> };

/**
 * The hook with a server that has `letters` (their slugs), knows the tailored
 * copy's posting, and answers createLetter with `create`; it records each request.
 */
function renderWriteLetter(
  create: (input: Record<string, unknown>) => ApolloLink.Result,
  slugs: string[] = [],
) {
  const sent: Sent[] = [];
  const server = new ApolloLink((operation) => {
    sent.push({ operation: operation.operationName ?? '', variables: operation.variables });
    if (operation.operationName === 'Letters') {
      return of({
        data: { letters: slugs.map((slug, n) => ({ ...letter, id: `l${n}`, slug, title: slug })) },
      });
    }
    if (operation.operationName === 'ResumeJobPosting') {
      return of({
        data: {
          resume: {
            __typename: 'Resume',
            id: 'copy',
            title: 'Main resume · Acme',
            job: {
              __typename: 'ResumeJob',
              company: 'Acme',
              role: 'Backend engineer',
              posting: 'We build rockets.',
            },
          },
        },
      });
    }
    return of(create(operation.variables.input as Record<string, unknown>));
  });
  const client = new ApolloClient({ link: server, cache: new InMemoryCache() });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale="en-US" defaultLocale="en-US" onError={() => {}}>
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={['/dashboard/resumes']}>{children}</MemoryRouter>
      </ApolloProvider>
    </IntlProvider>
  );
  const hook = renderHook(() => ({ ...useWriteLetter(), location: useLocation() }), { wrapper });
  const created = () =>
    sent.find((request) => request.operation === 'CreateLetter')?.variables.input;
  return { hook, sent, created };
}

const answered = (input: Record<string, unknown>) => ({
  data: { createLetter: { ...letter, title: input.title, slug: input.slug } },
});

describe('Write a letter', () => {
  it('writes from a resume as "<title> letter" and opens the new letter', async () => {
    const { hook, created } = renderWriteLetter(answered);
    await act(async () => {
      await hook.result.current.writeLetter(resume);
    });
    expect(created()).toEqual({
      title: 'Main resume letter',
      slug: 'main-resume-letter',
      visibility: 'private',
      fromResumeId: 'main',
    });
    expect(hook.result.current.location.pathname).toBe('/letters/new-letter');
  });

  it('passes a tailored copy’s company, role and posting, titled "Letter to <company>"', async () => {
    const { hook, created } = renderWriteLetter(answered);
    await act(async () => {
      await hook.result.current.writeLetter({
        id: 'copy',
        title: 'Main resume · Acme',
        job: { company: 'Acme', role: 'Backend engineer', date: '' },
      });
    });
    expect(created()).toEqual({
      title: 'Letter to Acme',
      slug: 'letter-to-acme',
      visibility: 'private',
      fromResumeId: 'copy',
      posting: { company: 'Acme', role: 'Backend engineer', description: 'We build rockets.' },
    });
  });

  it('takes the next free slug when a letter already has the title’s', async () => {
    const { hook, created } = renderWriteLetter(answered, [
      'main-resume-letter',
      'main-resume-letter-2',
    ]);
    await act(async () => {
      await hook.result.current.writeLetter(resume);
    });
    expect(created()).toMatchObject({ slug: 'main-resume-letter-3' });
  });

  it('writes a blank letter, from no resume, as "New letter"', async () => {
    const { hook, created } = renderWriteLetter(answered);
    await act(async () => {
      await hook.result.current.writeLetter();
    });
    expect(created()).toEqual({ title: 'New letter', slug: 'new-letter', visibility: 'private' });
  });

  it('shows the server error toast and stays on the page when the letter is refused', async () => {
    const toast = jest.spyOn(toaster, 'create').mockImplementation(() => '');
    const { hook } = renderWriteLetter(() => ({
      errors: [new GraphQLError('Not found', { extensions: { code: 'ResumeNotFound' } })],
    }));
    await act(async () => {
      expect(await hook.result.current.writeLetter(resume)).toBeUndefined();
    });
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'error', title: 'Oops, the server returned an error.' }),
    );
    expect(hook.result.current.location.pathname).toBe('/dashboard/resumes');
    toast.mockRestore();
  });
});
