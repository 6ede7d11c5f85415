import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';

import { system } from '../ui/system';
import { localLanguages } from './languages';
import { LanguageCombobox } from './locale-picker';

// The server's answer to GET /api/translation/languages (docs/product.md#other-shapes).
const served = localLanguages.map((entry) => ({
  ...entry,
  editorCode: entry.locale.split('-')[0] ?? entry.locale,
}));

let requested: string[] = [];

beforeAll(() => {
  // What jsdom leaves out and the list's positioning and scrolling use.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  globalThis.CSS ??= { escape: (text: string) => text } as unknown as typeof CSS;
  Element.prototype.scrollIntoView ??= () => {};
});

beforeEach(() => {
  requested = [];
  globalThis.fetch = jest.fn(async (url: string | URL | Request) => {
    requested.push(String(url));
    return new Response(JSON.stringify(served), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
});

function renderPicker(onChoose = jest.fn()) {
  render(
    <ChakraProvider value={system}>
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <LanguageCombobox value="en-US" onChoose={onChoose} />
      </IntlProvider>
    </ChakraProvider>,
  );
  return onChoose;
}

/** Types into the field as a person does, and waits for the list to follow. */
async function search(text: string) {
  const field = screen.getByRole('combobox', { name: 'Language' });
  await act(async () => {
    fireEvent.click(field);
    fireEvent.change(field, { target: { value: text } });
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

function shownLanguages(): string[] {
  return screen.queryAllByRole('option').map((option) => option.textContent ?? '');
}

describe('the language picker', () => {
  it('shows the current language by its own name and lists the server’s languages', async () => {
    renderPicker();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveProperty(
      'value',
      'American English',
    );
    await waitFor(() =>
      expect(requested.some((url) => url.endsWith('/api/translation/languages'))).toBe(true),
    );
  });

  it.each([['deu'], ['Deutsch'], ['German'], ['de-DE'], ['  german ']])(
    'finds German by “%s”',
    async (query) => {
      renderPicker();
      await search(query);
      expect(shownLanguages()).toEqual([expect.stringMatching(/^Deutsch/)]);
    },
  );

  it('finds Japanese by its own script', async () => {
    renderPicker();
    await search('日本');
    expect(shownLanguages()).toEqual([expect.stringMatching(/^日本語/)]);
  });

  it('says so when nothing matches', async () => {
    renderPicker();
    await search('Klingon');
    expect(shownLanguages()).toEqual([]);
    expect(screen.getByText('No language matches')).toBeTruthy();
  });

  it('chooses a language with the keyboard: type, then Enter', async () => {
    const onChoose = renderPicker();
    await search('German');
    const field = screen.getByRole('combobox', { name: 'Language' });
    await act(async () => {
      fireEvent.keyDown(field, { key: 'Enter' });
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(onChoose).toHaveBeenCalledWith('de-DE');
  });

  it('chooses a language by clicking it', async () => {
    const onChoose = renderPicker();
    await search('日本');
    await act(async () => {
      fireEvent.click(screen.getByRole('option', { name: /日本語/ }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(onChoose).toHaveBeenCalledWith('ja-JP');
  });
});
