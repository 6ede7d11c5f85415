import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { exportLetterJson, sampleLetterData } from '@vitae/schema';
import { IntlProvider } from 'react-intl';

import { ApiError } from '../../../lib/api/api-error';
import { system } from '../../../ui/system';
import { fileIssues } from '../hooks/use-import-letter';
import { LetterImportDialog } from './letter-import-dialog';

type Sent = { url: string; body: { file: string } };

beforeAll(() => {
  // jsdom reads files with FileReader only; a browser's File has text().
  Blob.prototype.text ??= function text(this: Blob) {
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(this);
    });
  };
});

/** The dialog before a server that answers each import with `answer`; what it was sent. */
function renderDialog(answer: () => { status: number; body: unknown }) {
  const sent: Sent[] = [];
  globalThis.fetch = jest.fn((url: string, init: RequestInit) => {
    sent.push({ url, body: JSON.parse(init.body as string) as Sent['body'] });
    const { status, body } = answer();
    // jsdom has no Response: what the REST client reads of one.
    return Promise.resolve({
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      text: () => Promise.resolve(JSON.stringify(body)),
      json: () => Promise.resolve(body),
    });
  }) as unknown as typeof fetch;
  const onImported = jest.fn();
  render(
    <IntlProvider locale="en-US" defaultLocale="en-US" onError={() => {}}>
      <ChakraProvider value={system}>
        <LetterImportDialog open onClose={() => {}} onImported={onImported} />
      </ChakraProvider>
    </IntlProvider>,
  );
  return { sent, onImported };
}

async function choose(text: string, name = 'letter.json') {
  const input = await screen.findByLabelText<HTMLInputElement>(/File/, { selector: 'input' });
  const file = new File([text], name, { type: 'application/json' });
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
    await Promise.resolve();
  });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('the letters page’s import dialog', () => {
  it('sends the file’s text and hands on the new letter', async () => {
    const text = exportLetterJson(sampleLetterData());
    const { sent, onImported } = renderDialog(() => ({
      status: 201,
      body: { id: 'letter-9', title: 'Application for Staff Engineer' },
    }));
    await choose(text);
    await submit();
    await waitFor(() =>
      expect(onImported).toHaveBeenCalledWith({
        id: 'letter-9',
        title: 'Application for Staff Engineer',
      }),
    );
    expect(sent).toEqual([{ url: '/api/letter/import', body: { file: text } }]);
  });

  it('asks for a file before sending anything', async () => {
    const { sent } = renderDialog(() => ({ status: 500, body: {} }));
    await screen.findByRole('button', { name: 'Import' });
    await submit();
    expect(screen.getByText('Choose a file to import.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows each problem of a refused file at its path in the file', async () => {
    const { onImported } = renderDialog(() => ({
      status: 400,
      body: {
        statusCode: 400,
        code: 'BAD_USER_INPUT',
        message: 'The letter file was refused.',
        details: [
          { path: 'file.sender.name', message: 'Text must be at most 255 characters long.' },
          { path: 'file.date', message: 'Date must be empty or a date written YYYY-MM-DD.' },
        ],
      },
    }));
    await choose('{"vitaeLetter": 1}');
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This file cannot be imported');
    expect(alert.textContent).toContain('sender.nameText must be at most 255 characters long.');
    expect(alert.textContent).toContain('dateDate must be empty or a date written YYYY-MM-DD.');
    expect(onImported).not.toHaveBeenCalled();
  });

  it('names the whole file when it is not a letter file', async () => {
    renderDialog(() => ({
      status: 400,
      body: {
        code: 'BAD_USER_INPUT',
        message: 'The letter file was refused.',
        details: [{ path: 'file', message: 'This file is not a Vitae letter file.' }],
      },
    }));
    await choose('[]');
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The file:This file is not a Vitae letter file.');
  });

  it('refuses a file over the gateway’s body limit without sending it', async () => {
    const { sent } = renderDialog(() => ({ status: 201, body: {} }));
    await choose(`{"vitaeLetter": 1, "body": "${'x'.repeat(1024 * 1024)}"}`);
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The file is larger than 1 MB.');
    expect(sent).toEqual([]);
  });
});

describe('fileIssues', () => {
  it('reads the refusal’s problems under file at their paths in the file, and nothing else', () => {
    const refusal = new ApiError(400, 'BAD_USER_INPUT', 'refused', [
      { path: 'file', message: 'Failed to parse JSON' },
      { path: 'file.vitaeLetter', message: 'Version 2 …' },
      { path: 'title', message: 'Text must be at most 255 characters long.' },
    ] as unknown as Record<string, unknown>);
    expect(fileIssues(refusal)).toEqual([
      { path: '', message: 'Failed to parse JSON' },
      { path: 'vitaeLetter', message: 'Version 2 …' },
    ]);
    expect(fileIssues(new ApiError(404, 'LetterNotFound', 'x'))).toBeNull();
    expect(fileIssues(new TypeError('Failed to fetch'))).toBeNull();
  });
});
