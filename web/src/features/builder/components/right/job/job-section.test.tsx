import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { of } from 'rxjs';

import { fillInJsdom, renderInBuilder } from '../../../../../../test/builder/render-in-builder';
import { JobSection } from './job-section';

fillInJsdom();

const job = { posting: 'We want Rust.', company: 'Acme', role: 'Backend engineer', date: '' };

/** The section of a resume that is no copy, with a server that answers SetResumeJob with `answer`. */
function renderSection(answer: (variables: Record<string, unknown>) => ApolloLink.Result) {
  const server = new ApolloLink((operation) => {
    if (operation.operationName === 'ResumeJob') {
      return of({
        data: {
          resume: {
            __typename: 'Resume',
            id: 'resume-1',
            sourceId: null,
            job: { __typename: 'ResumeJob', ...job },
          },
        },
      });
    }
    return of(answer(operation.variables));
  });
  const client = new ApolloClient({ link: server, cache: new InMemoryCache() });
  renderInBuilder(
    <ApolloProvider client={client}>
      <JobSection />
    </ApolloProvider>,
  );
}

async function type(label: string, value: string) {
  await act(async () => {
    fireEvent.change(await screen.findByLabelText(label), { target: { value } });
  });
}

describe('the Job section', () => {
  it('shows the stored job, saves an edit with its button and says so until the next change', async () => {
    renderSection(({ job: sent }) => ({
      data: {
        setResumeJob: {
          __typename: 'Resume',
          id: 'resume-1',
          sourceId: null,
          job: { __typename: 'ResumeJob', ...(sent as typeof job) },
        },
      },
    }));
    await waitFor(() =>
      expect((screen.getByLabelText('Company') as HTMLInputElement).value).toBe('Acme'),
    );
    await type('Role', 'Staff engineer');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save job' }));
    });
    expect(await screen.findByText('The job is saved.')).toBeTruthy();
    await type('Role', 'Principal engineer');
    expect(screen.queryByText('The job is saved.')).toBeNull();
  });

  it('shows the server’s refusal of the date under the date and keeps what was typed', async () => {
    renderSection(() => ({
      errors: [
        new GraphQLError('The date must be a day of the calendar.', {
          extensions: {
            code: 'BAD_USER_INPUT',
            details: [{ path: 'job.date', message: 'The date must be a day of the calendar.' }],
          },
        }),
      ],
    }));
    await waitFor(() =>
      expect((screen.getByLabelText('Company') as HTMLInputElement).value).toBe('Acme'),
    );
    await type('Company', 'Initech');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save job' }));
    });
    const date = screen.getByLabelText('Date');
    await waitFor(() =>
      expect(
        document.getElementById(date.getAttribute('aria-errormessage') ?? '')?.textContent,
      ).toBe('The date must be a day of the calendar.'),
    );
    expect((screen.getByLabelText('Company') as HTMLInputElement).value).toBe('Initech');
    expect(screen.queryByText('The job is saved.')).toBeNull();
  });
});
