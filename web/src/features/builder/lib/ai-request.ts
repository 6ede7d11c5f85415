import { sanitizeRichText } from '../../../artboard/content/sanitize';
import { aiModelOf, type AiSettings, chatCompletionsUrl } from '../../settings/lib/ai-settings';

/** docs/product.md#ai-helper and #ai-calls: the tones Change tone offers. */
export const aiTones = ['casual', 'professional', 'confident', 'friendly'] as const;
export type AiTone = (typeof aiTones)[number];

/** The job a resume is aimed at, as Tailor to the job sends it (docs/product.md#ai-calls). */
export type AiJob = { posting: string; company: string; role: string };

/**
 * What the person asked for: Improve writing, Fix spelling and grammar, Change
 * tone, or Tailor to the job (a rewrite toward the resume's job posting, shown
 * as a proposal to accept or refuse: docs/product.md#ai-helper).
 */
export type AiAction =
  | { kind: 'improve' }
  | { kind: 'fix' }
  | { kind: 'tone'; tone: AiTone }
  | { kind: 'tailor'; job: AiJob };

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
    case 'tailor':
      return [
        'Reword the following text, which is part of a resume, toward the job posting below: use the words the posting uses for the same things and put first what the posting asks for most.',
        tailorRule,
      ].join(' ');
  }
}

/**
 * docs/product.md#ai-calls: Tailor to the job may only reword what the text
 * says. The answer is still checked (invented-facts.ts) before it is shown.
 */
export const tailorRule =
  'Never add a fact, number, date, percentage, amount, employer, product, tool, skill, certificate or claim that the text does not already state, even when the posting asks for it; if the posting wants something the text does not say, leave it out. Keep every number exactly as it is.';

/** The posting as the prompt quotes it: the role and company first when known. */
function postingBlock(job: AiJob): string[] {
  const heading = [job.role.trim(), job.company.trim()].filter(Boolean).join(' at ');
  return [
    '',
    heading ? `Job posting (${heading}):` : 'Job posting:',
    '<<<',
    job.posting.trim().replace(/"""/g, '"'),
    '>>>',
  ];
}

/**
 * The one user message: the instruction, the rules (only the revised text, in
 * the input's language, formatting kept), for Tailor to the job the posting
 * between `<<<` and `>>>`, then the text between `"""` markers, the answer's
 * marker left open so the stop marker ends it.
 */
export function aiPrompt(action: AiAction, text: string): string {
  return [
    'You are an AI writing assistant specialised in writing copy for resumes.',
    rules,
    formatting,
    instruction(action),
    ...(action.kind === 'tailor' ? postingBlock(action.job) : []),
    '',
    `Text: """${text}"""`,
    '',
    'Revised text: """',
  ].join('\n');
}

/** docs/product.md#ai-calls: temperature 0 for Improve, Fix and Tailor to the job, 0.5 for Change tone. */
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
 * (docs/product.md#other-errors), no answer at all (the browser's message, which the toast words itself),
 * or the model's refusal (OpenAI's `message.refusal`, or an answer its content filter stopped).
 */
export class AiError extends Error {
  constructor(
    readonly reason: 'noChoices' | 'failed' | 'unreachable' | 'refused',
    message: string,
  ) {
    super(message);
    this.name = 'AiError';
  }
}

type ChatAnswer = {
  choices?:
    | {
        message?: { content?: string | null; refusal?: string | null } | null;
        finish_reason?: string | null;
      }[]
    | null;
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
  const refusal = choice.message?.refusal;
  if (typeof refusal === 'string' && refusal.trim() !== '') {
    throw new AiError('refused', refusal.trim());
  }
  if (choice.finish_reason === 'content_filter') {
    throw new AiError('refused', 'The AI service’s content filter stopped the answer.');
  }
  return choice.message?.content ?? '';
}

export type RewriteOptions = {
  signal?: AbortSignal;
  fetch?: typeof fetch;
};

/**
 * Sends one chat-completions request (docs/product.md#ai-calls, from the browser
 * with the person's key) and answers the first choice's text as it came. A
 * refused request, an unreachable service, no choices or the model's refusal
 * throws an {@link AiError} with the service's message. The letter builder's
 * AI draft asks through it too (docs/letters.md#the-letter-builder).
 */
export async function askChat(
  body: ChatRequestBody,
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
      body: JSON.stringify(body),
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
  return firstChoiceOf(answer as ChatAnswer);
}

/**
 * Asks the chat-completions service to rewrite the field's HTML and answers
 * the new HTML (the original when the answer is empty); failures as {@link askChat}.
 */
export async function rewrite(
  action: AiAction,
  html: string,
  settings: AiSettings,
  options: RewriteOptions = {},
): Promise<string> {
  const content = await askChat(
    chatRequestBody(action, html, aiModelOf(settings)),
    settings,
    options,
  );
  return answerToHtml(content, html);
}
