import { sanitizeRichText } from '../../../artboard/content/sanitize';
import { aiModelOf, type AiSettings, chatCompletionsUrl } from '../../settings/lib/ai-settings';

/** docs/product.md#ai-helper and #ai-calls: the tones Change tone offers. */
export const aiTones = ['casual', 'professional', 'confident', 'friendly'] as const;
export type AiTone = (typeof aiTones)[number];

/** What the person asked for: Improve writing, Fix spelling and grammar, or Change tone. */
export type AiAction = { kind: 'improve' } | { kind: 'fix' } | { kind: 'tone'; tone: AiTone };

/** docs/product.md#ai-calls and #defaults-and-limits: the answer ends at this marker; the prompt opens it for the answer. */
export const aiStopMarker = '"""';
export const aiMaxTokens = 1024;

/** The body of a chat-completions request (docs/product.md#ai-calls). */
export type ChatRequestBody = {
  model: string;
  messages: [{ role: 'user'; content: string }];
  max_tokens: number;
  temperature: number;
  n: 1;
  stop: string;
};

const formatting =
  'The text is HTML. Keep every HTML tag and attribute exactly as it is (paragraphs, lists, bold, italic, links) and change only the words between the tags.';

const rules =
  'Do not return anything else except the revised text. It should not begin with a newline. It should not have any prefix or suffix text. Write it in the same language as the input text.';

function instruction(action: AiAction): string {
  switch (action.kind) {
    case 'improve':
      return 'Improve the writing of the following text, which is part of a resume.';
    case 'fix':
      return 'Fix the spelling and grammar of the following text, which is part of a resume.';
    case 'tone':
      return `Change the tone of the following text, which is part of a resume, to be more ${action.tone}.`;
  }
}

/**
 * The one user message: the instruction, the rules (only the revised text, in
 * the input's language, formatting kept), then the text between `"""`
 * markers, the answer's marker left open so the stop marker ends it.
 */
export function aiPrompt(action: AiAction, text: string): string {
  return [
    'You are an AI writing assistant specialised in writing copy for resumes.',
    rules,
    formatting,
    instruction(action),
    '',
    `Text: """${text}"""`,
    '',
    'Revised text: """',
  ].join('\n');
}

/** docs/product.md#ai-calls: temperature 0 for Improve and Fix, 0.5 for Change tone. */
export function aiTemperature(action: AiAction): number {
  return action.kind === 'tone' ? 0.5 : 0;
}

/** The request body exactly as docs/product.md#ai-calls says: model, 1024 tokens, one choice, the stop marker, one user message. */
export function chatRequestBody(action: AiAction, text: string, model: string): ChatRequestBody {
  return {
    model,
    messages: [{ role: 'user', content: aiPrompt(action, text) }],
    max_tokens: aiMaxTokens,
    temperature: aiTemperature(action),
    n: 1,
    stop: aiStopMarker,
  };
}

/**
 * Why a rewrite failed: the service's own message, no choices in its answer
 * (docs/product.md#other-errors), or no answer at all (the browser's message, which the toast words itself).
 */
export class AiError extends Error {
  constructor(
    readonly reason: 'noChoices' | 'failed' | 'unreachable',
    message: string,
  ) {
    super(message);
    this.name = 'AiError';
  }
}

type ChatAnswer = {
  choices?: { message?: { content?: string | null } | null }[] | null;
  error?: { message?: string } | string | null;
};

/** The message an error answer carries (OpenAI's `{ error: { message } }` and its look-alikes). */
function errorMessageOf(answer: unknown, status: number, statusText: string): string {
  if (answer && typeof answer === 'object') {
    const { error, message } = answer as { error?: unknown; message?: unknown };
    if (
      error &&
      typeof error === 'object' &&
      typeof (error as { message?: unknown }).message === 'string'
    ) {
      return (error as { message: string }).message;
    }
    if (typeof error === 'string' && error) {
      return error;
    }
    if (typeof message === 'string' && message) {
      return message;
    }
  }
  return `${status} ${statusText}`.trim();
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);
}

/** Whether the answer is markup (it kept the tags it was sent) rather than plain text. */
function isMarkup(text: string): boolean {
  return /<\/?(p|br|strong|b|em|i|u|s|mark|code|pre|h[1-3]|ul|ol|li|a|hr|blockquote|span)\b[^>]*>/i.test(
    text,
  );
}

/** Plain text as the editor's HTML: blank lines part paragraphs, single line breaks stay. */
export function plainTextToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** Whether HTML shows any text once its tags are gone. */
function hasText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() !== ''
  );
}

/**
 * The field's new HTML from the answer's text: markup is sanitised to the
 * rich-text tags, plain text becomes paragraphs; an empty answer keeps the
 * original (docs/product.md#ai-calls).
 */
export function answerToHtml(content: string | null | undefined, original: string): string {
  let text = (content ?? '').trim();
  // A service that ignores the stop marker may echo it, or the prompt's label.
  text = text
    .replace(/^revised text:\s*/i, '')
    .replace(/^"""/, '')
    .replace(/"""[\s\S]*$/, '')
    .trim();
  if (text === '') {
    return original;
  }
  const html = isMarkup(text) ? sanitizeRichText(text) : plainTextToHtml(text);
  return hasText(html) ? html : original;
}

/** The text of the answer's first choice; none is an {@link AiError} `noChoices` (docs/product.md#other-errors). */
export function firstChoiceOf(answer: ChatAnswer): string {
  const [choice] = answer.choices ?? [];
  if (!choice) {
    throw new AiError('noChoices', 'OpenAI did not return any choices for your text.');
  }
  return choice.message?.content ?? '';
}

export type RewriteOptions = {
  signal?: AbortSignal;
  fetch?: typeof fetch;
};

/**
 * Asks the chat-completions service (docs/product.md#ai-calls, from the browser with the
 * person's key) to rewrite the field's HTML and answers the new HTML (the
 * original when the answer is empty). A refused request or an unreachable
 * service throws an {@link AiError} with the service's message.
 */
export async function rewrite(
  action: AiAction,
  html: string,
  settings: AiSettings,
  { signal, fetch: fetchImpl = fetch }: RewriteOptions = {},
): Promise<string> {
  let response: Response;
  try {
    response = await fetchImpl(chatCompletionsUrl(settings), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${settings.apiKey}`,
      },
      body: JSON.stringify(chatRequestBody(action, html, aiModelOf(settings))),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) {
      throw error;
    }
    throw new AiError('unreachable', error instanceof Error ? error.message : String(error));
  }
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    answer = null;
  }
  if (!response.ok) {
    throw new AiError('failed', errorMessageOf(answer, response.status, response.statusText));
  }
  if (!answer || typeof answer !== 'object') {
    throw new AiError('noChoices', 'OpenAI did not return any choices for your text.');
  }
  if ((answer as ChatAnswer).error) {
    throw new AiError('failed', errorMessageOf(answer, response.status, response.statusText));
  }
  return answerToHtml(firstChoiceOf(answer as ChatAnswer), html);
}
