import {
  aiModelOf,
  aiSettingsFrom,
  aiSettingsIssues,
  aiSettingsStorageKey,
  chatCompletionsUrl,
  readAiSettings,
  removeAiSettings,
  saveAiSettings,
} from './ai-settings';

beforeEach(() => localStorage.clear());

describe('the OpenAI Integration settings', () => {
  it('are empty by default', () => {
    expect(readAiSettings()).toBeNull();
  });

  it('accept sk- followed by letters and digits only', () => {
    const base = { baseUrl: '', model: '' };
    expect(aiSettingsIssues({ ...base, apiKey: 'sk-abc123XYZ' })).toEqual({});
    for (const apiKey of ['', 'sk-', 'abc123', 'sk-abc_123', 'sk-abc 123', 'pk-abc123']) {
      expect(aiSettingsIssues({ ...base, apiKey })).toEqual({ apiKey: 'apiKeyInvalid' });
    }
  });

  it('accept an http(s) base URL and a model name for a local model', () => {
    const input = { apiKey: 'sk-local1', baseUrl: 'http://localhost:11434/v1/', model: 'llama3.1' };
    expect(aiSettingsIssues(input)).toEqual({});
    expect(aiSettingsIssues({ ...input, baseUrl: 'ftp://example.org' })).toEqual({
      baseUrl: 'baseUrlInvalid',
    });
    expect(aiSettingsIssues({ ...input, model: 'llama 3' })).toEqual({ model: 'modelInvalid' });
    const settings = aiSettingsFrom(input);
    expect(chatCompletionsUrl(settings)).toBe('http://localhost:11434/v1/chat/completions');
    expect(aiModelOf(settings)).toBe('llama3.1');
  });

  it('default to OpenAI and gpt-3.5-turbo', () => {
    const settings = aiSettingsFrom({ apiKey: 'sk-abc', baseUrl: ' ', model: '' });
    expect(settings).toEqual({ apiKey: 'sk-abc', baseUrl: null, model: null });
    expect(chatCompletionsUrl(settings)).toBe('https://api.openai.com/v1/chat/completions');
    expect(aiModelOf(settings)).toBe('gpt-3.5-turbo');
  });

  it('are kept in this browser until removed', () => {
    const settings = { apiKey: 'sk-abc123', baseUrl: null, model: 'gpt-4o-mini' };
    expect(saveAiSettings(settings)).toBe(true);
    expect(readAiSettings()).toEqual(settings);
    removeAiSettings();
    expect(readAiSettings()).toBeNull();
  });

  it('ignore a stored value that is not a valid key', () => {
    localStorage.setItem(aiSettingsStorageKey, JSON.stringify({ apiKey: 'nope' }));
    expect(readAiSettings()).toBeNull();
    localStorage.setItem(aiSettingsStorageKey, '{not json');
    expect(readAiSettings()).toBeNull();
  });
});
