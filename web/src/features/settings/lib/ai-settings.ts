import { apiKeySchema } from '@vitae/schema';
import { defineMessages } from 'react-intl';
import { z } from 'zod';

import { type FormIssueMessages } from '../../../lib/forms/issue-messages';

/**
 * The OpenAI Integration settings (docs/product.md#settings and #other-shapes).
 * They live only in this browser's localStorage and never reach Vitae's servers:
 * the builder's AI helper calls the chat-completion service directly with them.
 */
export type AiSettings = {
  /** The person's key, `sk-` followed by letters and digits (docs/product.md#account-fields). */
  apiKey: string;
  /** An OpenAI-compatible endpoint (a local model server), or null for OpenAI's own. */
  baseUrl: string | null;
  /** The model to ask, or null for the default (docs/product.md#ai-calls: gpt-3.5-turbo). */
  model: string | null;
};

/** Where the settings are kept in this browser. */
export const aiSettingsStorageKey = 'vitae-openai';

/** docs/product.md#ai-calls: the model and endpoint the AI helper uses unless the person names others. */
export const defaultAiModel = 'gpt-3.5-turbo';
export const defaultAiBaseUrl = 'https://api.openai.com/v1';

/** The form's values as typed: blank optional fields are empty strings. */
export type AiSettingsInput = { apiKey: string; baseUrl: string; model: string };

/** Whether a base URL is an http or https address. */
function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const aiSettingsIssueMessages = defineMessages({
  apiKeyInvalid: {
    id: 'settings.openai.issue.apiKeyInvalid',
    defaultMessage: "That doesn't look like a valid OpenAI API key.",
  },
  baseUrlInvalid: {
    id: 'settings.openai.issue.baseUrlInvalid',
    defaultMessage: 'URL must start with https://',
  },
  modelInvalid: {
    id: 'settings.openai.issue.modelInvalid',
    defaultMessage: 'A model name has no spaces.',
  },
});

/**
 * The form: the key must follow docs/product.md#account-fields ("That doesn't
 * look like a valid OpenAI API key."), the base URL, when given, must be an
 * http(s) address (the rule of a link's `hrefSchema`, spelt out here: importing
 * it would split the schema's link module into a chunk of its own, one more
 * file on the public page, docs/performance.md#web-app), and a model name, when
 * given, has no spaces.
 */
export const aiSettingsForm = z.object({
  apiKey: apiKeySchema,
  baseUrl: z
    .string()
    .trim()
    .pipe(z.literal('').or(z.url({ protocol: /^https?$/ }))),
  model: z.string().trim().regex(/^\S*$/),
});

/** Each field's words by zod issue code (docs/web.md "Forms"). */
export const aiSettingsMessages: FormIssueMessages = {
  apiKey: { invalid_format: aiSettingsIssueMessages.apiKeyInvalid },
  baseUrl: { invalid_format: aiSettingsIssueMessages.baseUrlInvalid },
  model: { invalid_format: aiSettingsIssueMessages.modelInvalid },
};

/** The settings to store for a valid form (blank optional fields become null). */
export function aiSettingsFrom(input: AiSettingsInput): AiSettings {
  const baseUrl = input.baseUrl.trim().replace(/\/+$/, '');
  const model = input.model.trim();
  return { apiKey: input.apiKey.trim(), baseUrl: baseUrl || null, model: model || null };
}

function parse(text: string | null): AiSettings | null {
  if (!text) {
    return null;
  }
  try {
    const value = JSON.parse(text) as Partial<AiSettings>;
    if (typeof value.apiKey !== 'string' || !apiKeySchema.safeParse(value.apiKey).success) {
      return null;
    }
    return {
      apiKey: value.apiKey,
      baseUrl: typeof value.baseUrl === 'string' && isHttpUrl(value.baseUrl) ? value.baseUrl : null,
      model: typeof value.model === 'string' && value.model.trim() ? value.model.trim() : null,
    };
  } catch {
    return null;
  }
}

/** The stored settings, or null when no (valid) key is stored: the AI helper then stays hidden. */
export function readAiSettings(
  storage: Storage | undefined = safeLocalStorage(),
): AiSettings | null {
  try {
    return parse(storage?.getItem(aiSettingsStorageKey) ?? null);
  } catch {
    return null;
  }
}

/** Stores the settings in this browser; false when the browser refuses storage. */
export function saveAiSettings(
  settings: AiSettings,
  storage: Storage | undefined = safeLocalStorage(),
): boolean {
  try {
    storage?.setItem(aiSettingsStorageKey, JSON.stringify(settings));
    return storage !== undefined;
  } catch {
    return false;
  }
}

/** Forgets the settings in this browser. */
export function removeAiSettings(storage: Storage | undefined = safeLocalStorage()): void {
  try {
    storage?.removeItem(aiSettingsStorageKey);
  } catch {
    // Storage refused: there is nothing stored to forget.
  }
}

/** The chat-completions endpoint the settings point at. */
export function chatCompletionsUrl(settings: AiSettings): string {
  return `${settings.baseUrl ?? defaultAiBaseUrl}/chat/completions`;
}

/** The model the settings ask for. */
export function aiModelOf(settings: AiSettings): string {
  return settings.model ?? defaultAiModel;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
