import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';

import { system } from '../../../ui/system';
import { aiSettingsStorageKey } from '../lib/ai-settings';
import { OpenAiSection } from './openai-section';

beforeEach(() => localStorage.clear());

function renderSection() {
  render(
    <IntlProvider locale="en-US" defaultLocale="en-US" onError={() => {}}>
      <ChakraProvider value={system}>
        <OpenAiSection />
      </ChakraProvider>
    </IntlProvider>,
  );
}

const keyLabel = 'OpenAI/Ollama API Key';
const keyProblem = "That doesn't look like a valid OpenAI API key.";
const urlProblem = 'URL must start with https://';
const modelProblem = 'A model name has no spaces.';

async function type(label: string, value: string) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  });
}

async function leave(label: string) {
  await act(async () => {
    fireEvent.blur(screen.getByLabelText(label));
  });
}

async function save() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save Locally' }));
  });
}

describe('the OpenAI Integration form', () => {
  it('says nothing while typing, until the person saves', async () => {
    renderSection();
    await type(keyLabel, 'not-a-key');
    await type('Base URL (optional)', 'localhost:11434');
    await type('Model (optional)', 'llama 3');
    await leave('Base URL (optional)');
    expect(screen.queryByText(keyProblem)).toBeNull();
    expect(screen.queryByText(urlProblem)).toBeNull();
    await save();
    expect(screen.getByText(keyProblem)).toBeTruthy();
    expect(screen.getByText(urlProblem)).toBeTruthy();
    expect(screen.getByText(modelProblem)).toBeTruthy();
    expect(localStorage.getItem(aiSettingsStorageKey)).toBeNull();
  });

  it('checks every field once a typed key is left, and the problems then follow the typing', async () => {
    renderSection();
    await leave(keyLabel);
    expect(screen.queryByText(keyProblem)).toBeNull();
    await type('Base URL (optional)', 'localhost:11434');
    await type(keyLabel, 'not-a-key');
    await leave(keyLabel);
    expect(screen.getByText(keyProblem)).toBeTruthy();
    expect(screen.getByText(urlProblem)).toBeTruthy();
    await type(keyLabel, 'sk-abc123');
    expect(screen.queryByText(keyProblem)).toBeNull();
    await type('Model (optional)', 'llama 3');
    expect(screen.getByText(modelProblem)).toBeTruthy();
    await type('Base URL (optional)', 'http://localhost:11434/v1/');
    await type('Model (optional)', 'llama3.1');
    expect(screen.queryByText(urlProblem)).toBeNull();
    expect(screen.queryByText(modelProblem)).toBeNull();
    await save();
    expect(JSON.parse(localStorage.getItem(aiSettingsStorageKey)!)).toEqual({
      apiKey: 'sk-abc123',
      baseUrl: 'http://localhost:11434/v1',
      model: 'llama3.1',
    });
  });

  it('forgets the key and its problems', async () => {
    renderSection();
    await type(keyLabel, 'sk-abc123');
    await save();
    await type(keyLabel, 'nope');
    await leave(keyLabel);
    expect(screen.getByText(keyProblem)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Forget' }));
    });
    expect(localStorage.getItem(aiSettingsStorageKey)).toBeNull();
    expect((screen.getByLabelText(keyLabel) as HTMLInputElement).value).toBe('');
    expect(screen.queryByText(keyProblem)).toBeNull();
    await type('Base URL (optional)', 'localhost');
    expect(screen.queryByText(urlProblem)).toBeNull();
  });
});
