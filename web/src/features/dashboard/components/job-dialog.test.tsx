import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { IntlProvider } from 'react-intl';
import { type Observable, of } from 'rxjs';

import { system } from '../../../ui/system';
import { JobDialog } from './job-dialog';

const source = {
  __typename: 'Resume' as const,
  id: 'main',
  title: 'Main resume',
  slug: 'main',
  visibility: 'private' as const,
  locked: false,
  version: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  sourceId: null,
  job: null,
};

type Answer = (job: Record<string, string>) => Observable<ApolloLink.Result>;

/** The dialog with a server that answers `answer` and records the jobs it is sent. */
function renderDialog(answer: Answer) {
  const sent: Record<string, string>[] = [];
  const server = new ApolloLink((operation) => {
    const job = operation.variables.job as Record<string, string>;
    sent.push(job);
    return answer(job);
  });
  const client = new ApolloClient({ link: server, cache: new InMemoryCache() });
  const onClose = jest.fn();
  render(
    <IntlProvider locale="en-US" defaultLocale="en-US" onError={() => {}}>
      <ChakraProvider value={system}>
        <ApolloProvider client={client}>
          <JobDialog resume={source} open onClose={onClose} />
        </ApolloProvider>
      </ChakraProvider>
    </IntlProvider>,
  );
  return { sent, onClose };
}

async function type(label: string, value: string) {
  await act(async () => {
    fireEvent.change(await screen.findByLabelText(label), { target: { value } });
  });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Make the copy' }));
  });
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('Copy for a job', () => {
  it('sends the typed job with today as its date, counts the posting, and closes once copied', async () => {
    const { sent, onClose } = renderDialog((job) =>
      of({
        data: {
          copyResumeForJob: {
            ...source,
            id: 'copy',
            title: 'Main resume · Acme',
            sourceId: 'main',
            job: { __typename: 'ResumeJob', company: job.company, role: job.role, date: job.date },
          },
        },
      }),
    );
    await type('Company', 'Acme');
    await type('Role', 'Backend engineer');
    await type('Job posting', 'We want a TypeScript engineer.');
    expect(screen.getByText('30 of 20,000 characters')).toBeTruthy();
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const now = new Date();
    const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
      .map((part) => String(part).padStart(2, '0'))
      .join('-');
    expect(sent).toEqual([
      {
        company: 'Acme',
        role: 'Backend engineer',
        posting: 'We want a TypeScript engineer.',
        date: today,
      },
    ]);
  });

  it('shows the server’s refusal under the field it names and keeps everything typed', async () => {
    const { onClose } = renderDialog(() =>
      of({
        errors: [
          new GraphQLError('The posting must hold at most 20,000 characters.', {
            extensions: {
              code: 'BAD_USER_INPUT',
              details: [
                {
                  path: 'job.posting',
                  message: 'The posting must hold at most 20,000 characters.',
                },
              ],
            },
          }),
        ],
      }),
    );
    await type('Company', 'Acme');
    await type('Job posting', 'A long posting');
    await submit();
    const posting = screen.getByLabelText('Job posting');
    // The words are the field's error message, as a screen reader reads them with it.
    const described = () =>
      document.getElementById(posting.getAttribute('aria-errormessage') ?? '')?.textContent ?? '';
    await waitFor(() =>
      expect(described()).toContain('The posting must hold at most 20,000 characters.'),
    );
    expect(posting.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Company').getAttribute('aria-invalid')).not.toBe('true');
    expect(value('Company')).toBe('Acme');
    expect(value('Job posting')).toBe('A long posting');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses control characters in the company before sending anything', async () => {
    const { sent } = renderDialog(() => of({ data: null }));
    await type('Company', 'Acme\u0007');
    await submit();
    expect(
      await screen.findByText('Remove the control characters (invisible codes) from this field.'),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
