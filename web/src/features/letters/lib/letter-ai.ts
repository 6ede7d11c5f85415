import { type LetterData, letterLimits } from '@vitae/schema';
import { defineMessages, type IntlShape } from 'react-intl';

import type { BuilderKit } from '../../builder/builder-kit';
import { type ChatRequestBody } from '../../builder/lib/ai-request';
import { aiModelOf, type AiSettings } from '../../settings/lib/ai-settings';
import {
  type DraftAnswer,
  draftPrompt,
  LetterAiError,
  offerableRichText,
  oneLine,
  parseDraftAnswer,
  resumeForPrompt,
  tonePrompt,
} from './letter-ai-prompts';
import { type LetterTone } from './letter-ai-tones';

/** What the AI code takes of the resume builder (its request, sanitising and editor's HTML). */
export type LetterAiKit = Pick<BuilderKit, 'ai' | 'normaliseRichText'>;

/** docs/letters.md#the-letter-builder: a draft and a tone rewrite vary a little (the resume's Change tone is 0.5 too). */
const temperature = 0.5;

function chatBody(kit: LetterAiKit, prompt: string, settings: AiSettings): ChatRequestBody {
  return {
    model: aiModelOf(settings),
    messages: [{ role: 'user', content: prompt }],
    max_tokens: kit.ai.aiMaxTokens,
    temperature,
    n: 1,
    stop: kit.ai.aiStopMarker,
  };
}

export type DraftRequest = {
  letter: LetterData;
  /** The letter's resume document, or null when it has none. */
  resume: unknown;
  posting: string;
  signal?: AbortSignal;
};

/**
 * Asks for the salutation, body and closing (docs/letters.md#the-letter-builder)
 * and answers them fit to offer: the lines cut at their bound, the body
 * sanitised to the editor's tags within its bounds.
 */
export async function requestDraft(
  kit: LetterAiKit,
  settings: AiSettings,
  { letter, resume, posting, signal }: DraftRequest,
): Promise<DraftAnswer> {
  const prompt = draftPrompt({ resume: resumeForPrompt(resume), posting, letter });
  const content = await kit.ai.askChat(chatBody(kit, prompt, settings), settings, { signal });
  const answer = parseDraftAnswer(content);
  return {
    salutation: oneLine(answer.salutation, letterLimits.shortText),
    body: offerableRichText(answer.body, kit.ai.answerToHtml, kit.normaliseRichText),
    closing: oneLine(answer.closing, letterLimits.shortText),
  };
}

/** Asks for `html` (the body or its selected blocks) rewritten toward `tone`, fit to offer. */
export async function requestToneRewrite(
  kit: LetterAiKit,
  settings: AiSettings,
  {
    tone,
    html,
    language,
    signal,
  }: { tone: LetterTone; html: string; language: string; signal?: AbortSignal },
): Promise<string> {
  const prompt = tonePrompt(tone, html, language);
  const content = await kit.ai.askChat(chatBody(kit, prompt, settings), settings, { signal });
  return offerableRichText(content, kit.ai.answerToHtml, kit.normaliseRichText);
}

const messages = defineMessages({
  noChoices: {
    id: 'builder.ai.noChoices',
    defaultMessage: 'OpenAI did not return any choices for your text.',
  },
  unreachable: {
    id: 'builder.ai.unreachable',
    defaultMessage:
      'OpenAI could not be reached. Please check your connection and the base URL in your settings.',
  },
  empty: {
    id: 'letters.ai.error.empty',
    defaultMessage: 'The AI answered with no text. Ask again.',
  },
  tooLong: {
    id: 'letters.ai.error.tooLong',
    defaultMessage:
      'The AI’s answer is longer than a letter’s body may be (50,000 characters), so it is not offered.',
  },
  unreadableBare: {
    id: 'letters.ai.error.unreadableBare',
    defaultMessage: 'The AI did not answer with a letter. Ask again.',
  },
});

const valueMessages = defineMessages<{
  refused: { reason: string };
  unreadable: { answer: string };
}>({
  refused: { id: 'letters.ai.error.refused', defaultMessage: 'The AI declined: {reason}' },
  unreadable: {
    id: 'letters.ai.error.unreadable',
    defaultMessage: 'The AI did not answer with a letter. It said: “{answer}”',
  },
});

/** Why a draft or a rewrite failed, in words naming the problem (docs/letters.md#the-letter-builder). */
export function letterAiErrorText(intl: IntlShape, kit: LetterAiKit, error: unknown): string {
  if (error instanceof LetterAiError) {
    switch (error.problem) {
      case 'empty':
        return intl.formatMessage(messages.empty);
      case 'tooLong':
        return intl.formatMessage(messages.tooLong);
      case 'unreadable':
        return error.answer
          ? intl.formatMessage(valueMessages.unreadable, { answer: error.answer })
          : intl.formatMessage(messages.unreadableBare);
    }
  }
  if (error instanceof kit.ai.AiError) {
    switch (error.reason) {
      case 'noChoices':
        return intl.formatMessage(messages.noChoices);
      case 'unreachable':
        return intl.formatMessage(messages.unreachable);
      case 'refused':
        return intl.formatMessage(valueMessages.refused, { reason: error.message });
      case 'failed':
        return error.message;
    }
  }
  return error instanceof Error ? error.message : String(error);
}
