import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type LetterData, type ResumeData, sampleLetterData } from '@vitae/schema';
import { GraphQLError } from 'graphql';
import { IntlProvider } from 'react-intl';
import { of } from 'rxjs';

import { chooseFromMenu, fillInJsdom } from '../../../../test/builder/render-in-builder';
import { system } from '../../../ui/system';
import { Toaster, toaster } from '../../../ui/toaster';
import { builderKit } from '../../builder/builder-kit';
import type { Saving } from '../../builder/hooks/saving-context';
import { BuilderKitProvider } from '../hooks/builder-kit';
import { LetterStoreProvider } from '../hooks/letter-context';
import { createLetterStore, type LetterStore } from '../lib/letter-store';
import { LetterHistorySection } from './letter-history-section';

fillInJsdom();

// Toasts come one at a time: each test starts with none.
afterEach(() => act(() => toaster.remove()));

const saved = sampleLetterData();
const named = { ...sampleLetterData(), subject: 'The subject as it was then' };

const version = (number: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'LetterVersion',
  id: `version-${number}`,
  number,
  name: null,
  reason: 'edit',
  current: false,
  startedAt: new Date(Date.UTC(2026, 10, number)).toISOString(),
  savedAt: new Date(Date.UTC(2026, 10, number)).toISOString(),
  saves: 1,
  clientId: null,
  userAgent: null,
  restoredFrom: null,
  changes: null,
  ...extra,
});

type Call = { operation: string; variables: Record<string, unknown> };

/**
 * The History section of letter 1 (stored at version 7) against a server that
 * lists two versions and answers the others as `answer` says (each answer
 * under the resume's name, as letter-history.graphql aliases it); `adopted`
 * is what the builder's saving was handed by a restore.
 */
function renderHistory(answer: (call: Call) => ApolloLink.Result = () => ({ data: {} })) {
  const calls: Call[] = [];
  const adopted: { data: LetterData; version: number }[] = [];
  const server = new ApolloLink((operation) => {
    const call = { operation: operation.operationName ?? '', variables: operation.variables };
    calls.push(call);
    if (call.operation === 'LetterVersions') {
      return of({
        data: {
          resumeVersions: [
            version(2, {
              current: true,
              changes: {
                __typename: 'ResumeVersionChanges',
                sections: [
                  {
                    __typename: 'ResumeVersionSectionChange',
                    section: 'body',
                    name: 'Body',
                    added: 0,
                    removed: 0,
                    edited: 1,
                  },
                  {
                    __typename: 'ResumeVersionSectionChange',
                    section: 'sender',
                    name: 'Sender',
                    added: 0,
                    removed: 0,
                    edited: 1,
                  },
                ],
                wordsAdded: 12,
                wordsRemoved: 3,
                templateFrom: null,
                templateTo: null,
              },
            }),
            version(1, { name: 'Sent to Initech' }),
          ],
        },
      });
    }
    if (call.operation === 'LetterVersionData') {
      return of({
        data: {
          resumeVersion: {
            __typename: 'LetterVersion',
            id: 'version-1',
            number: 1,
            name: 'Sent to Initech',
            data: named,
          },
        },
      });
    }
    return of(answer(call));
  });
  const store: LetterStore = createLetterStore(
    builderKit,
    { id: 'letter-1', title: 'Letter', locked: false, updatedAt: new Date(0).toISOString() },
    saved,
  );
  const saving = {
    status: { state: 'saved' },
    whenSaved: async () => undefined,
    baseVersion: () => 7,
    adoptRestored: (data: ResumeData, restored: number) => {
      store.replace(data as unknown as LetterData);
      adopted.push({ data: data as unknown as LetterData, version: restored });
    },
  } as unknown as Saving;
  const client = new ApolloClient({ link: server, cache: new InMemoryCache() });
  render(
    <ChakraProvider value={system}>
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <ApolloProvider client={client}>
          <BuilderKitProvider kit={builderKit}>
            <builderKit.SavingContext.Provider value={saving}>
              <LetterStoreProvider store={store}>
                <LetterHistorySection />
              </LetterStoreProvider>
            </builderKit.SavingContext.Provider>
          </BuilderKitProvider>
          <Toaster />
        </ApolloProvider>
      </IntlProvider>
    </ChakraProvider>,
  );
  return { calls, adopted, store };
}

const actionsOf = (number: number) =>
  screen.findByRole('button', { name: `Actions for version ${number}` }, { timeout: 10_000 });

describe('the letter builder’s History section', () => {
  it('lists the versions with what each changed in a letter’s words, without Compare or a PDF', async () => {
    renderHistory();
    const list = await screen.findByRole('list', { name: 'History' }, { timeout: 10_000 });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Version 2',
      'Sent to Initech',
    ]);
    expect(within(rows[0]).getByText('Current')).toBeTruthy();
    expect(within(rows[0]).getByText('Body edited · Sender edited · +12 / −3 words')).toBeTruthy();

    const trigger = await actionsOf(1);
    fireEvent.click(trigger);
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('true'));
    const menu = within(document.getElementById(trigger.getAttribute('aria-controls')!)!);
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'View in the preview',
      'Restore',
      'Rename',
      'Delete',
    ]);
  });

  it('saves the present letter as a named version', async () => {
    const { calls } = renderHistory(() => ({
      data: { saveResumeVersion: version(3, { name: 'Final', current: true }) },
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save this version as…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this version as…' });
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Final' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    });
    await waitFor(() =>
      expect(calls.find((call) => call.operation === 'SaveLetterVersion')?.variables).toEqual({
        id: 'letter-1',
        name: 'Final',
      }),
    );
    expect(await screen.findByText('“Final” is kept in the history.')).toBeTruthy();
  });

  it('views a version read-only, then restores it into the builder with an Undo', async () => {
    const { calls, adopted, store } = renderHistory(({ operation, variables }) =>
      operation === 'RestoreLetterVersion'
        ? {
            data: {
              restoreResumeVersion: {
                __typename: 'Letter',
                id: 'letter-1',
                version: 8,
                updatedAt: new Date(0).toISOString(),
                data: variables.versionId === 'version-1' ? named : saved,
              },
            },
          }
        : { data: {} },
    );
    await chooseFromMenu(await actionsOf(1), 'View in the preview');
    const view = await screen.findByRole('dialog', { name: 'Sent to Initech' });
    expect(within(view).getByText('Read-only: the letter as it was then.')).toBeTruthy();
    expect(within(view).getByTitle('Viewing version 1')).toBeTruthy();
    // Viewing changes nothing in the builder.
    expect(store.getData().subject).toBe(saved.subject);

    await act(async () => {
      fireEvent.click(within(view).getByRole('button', { name: 'Restore' }));
    });
    await waitFor(() => expect(adopted).toHaveLength(1));
    expect(calls.find((call) => call.operation === 'RestoreLetterVersion')?.variables).toEqual({
      id: 'letter-1',
      versionId: 'version-1',
      input: { baseVersion: 7, clientId: expect.any(String) },
    });
    expect(adopted[0].version).toBe(8);
    expect(store.getData().subject).toBe('The subject as it was then');
    expect(await screen.findByText('Version 1 is back.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Sent to Initech' })).toBeNull(),
    );
  });

  it('says a locked letter cannot be restored, and leaves it as it is', async () => {
    const { adopted, store } = renderHistory(({ operation }) =>
      operation === 'RestoreLetterVersion'
        ? {
            errors: [
              new GraphQLError('This cover letter is locked.', {
                extensions: { code: 'LetterLocked' },
              }),
            ],
          }
        : { data: {} },
    );
    await chooseFromMenu(await actionsOf(1), 'Restore');
    expect(
      await screen.findByText('This cover letter is locked. Please unlock it to make changes.'),
    ).toBeTruthy();
    expect(adopted).toHaveLength(0);
    expect(store.getData()).toEqual(saved);
  });
});
