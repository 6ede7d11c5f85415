import { type z } from 'zod';

import { issueMessage, issuePath } from '../../../lib/forms/issue-messages';
import {
  aiModelOf,
  aiSettingsForm,
  aiSettingsFrom,
  type AiSettingsInput,
  aiSettingsIssueMessages as words,
  aiSettingsMessages,
  aiSettingsStorageKey,
  chatCompletionsUrl,
  readAiSettings,
  removeAiSettings,
  saveAiSettings,
} from './ai-settings';

beforeEach(() => localStorage.clear());

/**
 * Each field's first problem as the form shows it (react-hook-form's zod
 * resolver keeps it, by its issue code), as the id of its words; every problem
 * must have words, so a rule's new code fails here until it is worded.
 */
function shown(input: AiSettingsInput): Record<string, string> {
  const result = (aiSettingsForm as z.ZodType).safeParse(input);
  const ids: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issuePath(issue);
    const message = issueMessage({ code: issue.code }, aiSettingsMessages[path] ?? {});
    if (!message) {
      throw new Error(`no words for ${issue.code} at ${path}`);
    }
    ids[path] ??= String(message.id);
  }
  return ids;
}

describe('the OpenAI Integration settings', () => {
  it('are empty by default', () => {
    expect(readAiSettings()).toBeNull();
  });

  it('accept sk- followed by letters and digits only', () => {
    const base = { baseUrl: '', model: '' };
    expect(shown({ ...base, apiKey: 'sk-abc123XYZ' })).toEqual({});
    for (const apiKey of ['', 'sk-', 'abc123', 'sk-abc_123', 'sk-abc 123', 'pk-abc123']) {
      expect(shown({ ...base, apiKey })).toEqual({ apiKey: words.apiKeyInvalid.id });
    }
  });

  it('accept an http(s) base URL and a model name for a local model', () => {
    const input = { apiKey: 'sk-local1', baseUrl: 'http://localhost:11434/v1/', model: 'llama3.1' };
    expect(shown(input)).toEqual({});
    expect(shown({ ...input, baseUrl: ' ', model: ' ' })).toEqual({});
    for (const baseUrl of ['ftp://example.org', 'localhost:11434', 'javascript:alert(1)']) {
      expect(shown({ ...input, baseUrl })).toEqual({ baseUrl: words.baseUrlInvalid.id });
    }
    expect(shown({ ...input, model: 'llama 3' })).toEqual({ model: words.modelInvalid.id });
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
