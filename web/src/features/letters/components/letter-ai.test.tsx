import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { defaultLetterData, type LetterData, sampleResumeData } from '@vitae/schema';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { of } from 'rxjs';

import { fillInJsdom } from '../../../../test/builder/render-in-builder';
import { system } from '../../../ui/system';
import { builderKit } from '../../builder/builder-kit';
import { RichTextEditor } from '../../builder/components/rich-text/rich-text-editor';
import { aiSettingsStorageKey } from '../../settings/lib/ai-settings';
import { BuilderKitProvider } from '../hooks/builder-kit';
import { LetterStoreProvider, useLetterField } from '../hooks/letter-context';
import { createLetterStore } from '../lib/letter-store';
import { LetterAiDraftButton } from './letter-ai-draft-button';
import { renderLetterBodyAi } from './letter-ai-tone-menu';
import { SignaturePicture } from './signature-picture';

fillInJsdom();

const resume = sampleResumeData();
const drafted = {
  salutation: 'Dear Ms Rivera,',
  body: '<p>I would like to build your platforms.</p><script>alert(1)</script>',
  closing: 'Kind regards,',
};

type Chat = { model: string; messages: { content: string }[] };
let requests: Chat[] = [];
let answers: { status: number; body: unknown }[] = [];

beforeEach(() => {
  requests = [];
  answers = [];
  localStorage.clear();
  globalThis.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    requests.push(JSON.parse(String(init?.body)) as Chat);
    const answer = answers.shift() ?? { status: 500, body: { error: { message: 'no answer' } } };
    return {
      ok: answer.status < 400,
      status: answer.status,
      statusText: '',
      json: async () => answer.body,
    } as Response;
  }) as typeof fetch;
});

function storeKey() {
  localStorage.setItem(
    aiSettingsStorageKey,
    JSON.stringify({ apiKey: 'sk-test123', baseUrl: 'http://127.0.0.1:9/v1', model: 'local' }),
  );
}

const completion = (content: string) => ({ choices: [{ message: { content } }] });

function renderLetter(ui: React.ReactNode, data: LetterData = defaultLetterData()) {
  const store = createLetterStore(
    builderKit,
    { id: 'letter-1', title: 'Letter', locked: false, updatedAt: new Date(0).toISOString() },
    data,
  );
  const server = new ApolloLink((operation) =>
    of({
      data: {
        resume: {
          __typename: 'Resume',
          id: operation.variables.id,
          title: 'Navy',
          slug: 'navy',
          visibility: 'private',
          locked: false,
          version: 1,
          updatedAt: new Date(0).toISOString(),
          data: resume,
        },
      },
    }),
  );
  const client = new ApolloClient({ link: server, cache: new InMemoryCache() });
  render(
    <ChakraProvider value={system}>
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <MemoryRouter>
          <ApolloProvider client={client}>
            <BuilderKitProvider kit={builderKit}>
              <LetterStoreProvider store={store}>{ui}</LetterStoreProvider>
            </BuilderKitProvider>
          </ApolloProvider>
        </MemoryRouter>
      </IntlProvider>
    </ChakraProvider>,
  );
  return store;
}

function letterFromResume(): LetterData {
  const data = defaultLetterData();
  data.metadata.resumeId = 'resume-1';
  data.metadata.notes = 'Initech is hiring a platform engineer.';
  data.recipient.name = 'Ms Rivera';
  return data;
}

describe('Draft with AI', () => {
  it('without a key says where to set one', () => {
    renderLetter(<LetterAiDraftButton />);
    expect(screen.getByTestId('letter-ai-no-key').textContent).toContain(
      'Your OpenAI API Key has not been set yet.',
    );
    expect(screen.getByRole('link', { name: 'Open Settings' }).getAttribute('href')).toBe(
      '/dashboard/settings#openai',
    );
  });

  it('drafts from the resume and the posting, shows the proposal and applies it on Accept as one undo step', async () => {
    storeKey();
    const store = renderLetter(<LetterAiDraftButton />, letterFromResume());
    answers.push({ status: 200, body: completion(JSON.stringify(drafted)) });
    fireEvent.click(screen.getByRole('button', { name: 'Draft with AI' }));
    const posting = await screen.findByLabelText<HTMLTextAreaElement>('Job posting');
    expect(posting.value).toBe('Initech is hiring a platform engineer.');
    fireEvent.change(posting, { target: { value: 'Initech wants platforms built.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Write the draft' }));

    const proposal = await screen.findByRole('dialog', { name: 'Proposed letter' });
    const prompt = requests[0].messages[0].content;
    expect(requests[0].model).toBe('local');
    expect(prompt).toContain(resume.basics.name);
    expect(prompt).toContain('Initech wants platforms built.');
    expect(prompt).toContain('American English (en-US)');
    expect(store.getData().body).toBe('');
    expect(within(proposal).getByTestId('ai-proposal-diff').textContent).toContain(
      'I would like to build your platforms.',
    );

    fireEvent.click(within(proposal).getByRole('button', { name: 'Accept' }));
    expect(store.getData()).toMatchObject({
      salutation: 'Dear Ms Rivera,',
      body: '<p>I would like to build your platforms.</p>',
      closing: 'Kind regards,',
    });
    act(() => store.undo());
    expect(store.getData()).toMatchObject({ salutation: '', body: '', closing: '' });
  });

  it('shows the AI service’s refusal in the dialog and changes nothing', async () => {
    storeKey();
    const store = renderLetter(<LetterAiDraftButton />, letterFromResume());
    answers.push({
      status: 401,
      body: { error: { message: 'Incorrect API key provided: sk-test***' } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Draft with AI' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Write the draft' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No draft was written');
    expect(alert.textContent).toContain('Incorrect API key provided: sk-test***');

    answers.push({ status: 200, body: completion('I’m sorry, I can’t write that letter.') });
    fireEvent.click(screen.getByRole('button', { name: 'Write the draft' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'The AI did not answer with a letter. It said: “I’m sorry, I can’t write that letter.”',
      ),
    );
    expect(store.getData().body).toBe('');
  });
});

function Body() {
  const [body, setBody] = useLetterField<string>('body');
  return (
    <RichTextEditor
      id="letter-body"
      label="Body"
      value={body}
      onChange={setBody}
      aiTools={renderLetterBodyAi}
    />
  );
}

describe('Rewrite toward a tone', () => {
  const body = '<p>Hi folks, I reckon I would be great.</p><p>Cheers.</p>';

  it('is hidden without a key', () => {
    renderLetter(<Body />, { ...defaultLetterData(), body });
    expect(screen.queryByRole('button', { name: 'Rewrite toward a tone' })).toBeNull();
  });

  it('proposes the whole body rewritten; Refuse leaves it as it was, Accept applies it', async () => {
    storeKey();
    const store = renderLetter(<Body />, { ...defaultLetterData(), body });
    const formal = '<p>Dear colleagues, I believe I would be an excellent fit.</p><p>Regards.</p>';

    for (const choice of ['Refuse', 'Accept'] as const) {
      answers.push({ status: 200, body: completion(formal) });
      const trigger = screen.getByRole('button', { name: 'Rewrite toward a tone' });
      fireEvent.click(trigger);
      await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('true'));
      const menu = within(document.getElementById(trigger.getAttribute('aria-controls')!)!);
      expect(menu.getByText('The whole body')).toBeTruthy();
      const item = menu.getByRole('menuitem', { name: 'Formal' });
      fireEvent.pointerDown(item);
      await waitFor(() => expect(item.hasAttribute('data-highlighted')).toBe(true));
      await act(async () => {
        fireEvent.click(item);
      });
      const proposal = await screen.findByRole('dialog', { name: 'Proposed rewrite: Formal' });
      expect(requests.at(-1)?.messages[0].content).toContain('formal');
      fireEvent.click(within(proposal).getByRole('button', { name: choice }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(store.getData().body).toBe(choice === 'Refuse' ? body : formal);
    }
  });
});

describe('the signature picture', () => {
  it('shows the stored picture and removes it as one undo step', () => {
    const data = defaultLetterData();
    data.signature.pictureUrl = 'https://vitae.example/api/storage/pictures/sig.png';
    const store = renderLetter(<SignaturePicture />, data);
    expect(screen.getByRole('img', { name: 'Signature picture' }).getAttribute('src')).toBe(
      data.signature.pictureUrl,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove the signature picture' }));
    expect(store.getData().signature.pictureUrl).toBe('');
    expect(screen.getByText('No signature picture')).toBeTruthy();
    act(() => store.undo());
    expect(store.getData().signature.pictureUrl).toBe(data.signature.pictureUrl);
  });

  it('sends nothing for a file that is not a picture', () => {
    const upload = jest.fn();
    const store = createLetterStore(
      builderKit,
      { id: 'letter-1', title: 'Letter', locked: false, updatedAt: new Date(0).toISOString() },
      defaultLetterData(),
    );
    render(
      <ChakraProvider value={system}>
        <IntlProvider locale="en-US" defaultLocale="en-US">
          <BuilderKitProvider kit={{ ...builderKit, uploadPicture: upload }}>
            <LetterStoreProvider store={store}>
              <SignaturePicture />
            </LetterStoreProvider>
          </BuilderKitProvider>
        </IntlProvider>
      </ChakraProvider>,
    );
    fireEvent.change(screen.getByTestId('signature-file'), {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(upload).not.toHaveBeenCalled();
    expect(store.getData().signature.pictureUrl).toBe('');
    expect(screen.getByRole('button', { name: 'Upload a signature' })).toBeTruthy();
  });
});
