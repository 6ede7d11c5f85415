import { type ResumeData } from '@vitae/schema';

import { getResume } from '../store';
import { findFit, type FitAnswer, type FitSettings } from './fit';
import { measureEvent, measurePage } from './page-size';

/** An entry named when nothing within the bounds fits: where it is, and its title. */
export type LongEntry = { section: string; item: string | null; title: string };

/** The artboard's answer to "Fit to N pages" (docs/templates.md#fit-to-pages). */
export type FitResult = FitAnswer & { longest: LongEntry[] };

/** What a parent posts to ask for a fit, and what the artboard posts back. */
export type ArtboardFitMessage = { type: 'artboard:fit'; pages: number; request: number };
export type ArtboardFittedMessage = { type: 'artboard:fitted'; request: number; result: FitResult };

/** The settings a resume is drawn with now. */
export function settingsOf(data: ResumeData): FitSettings {
  const { page, typography } = data.metadata;
  return {
    fontSize: typography.font.size,
    lineHeight: typography.lineHeight,
    spacing: page.spacing ?? 1,
    margin: page.margin,
  };
}

const variables = ['--font-size', '--line-height', '--spacing', '--margin'] as const;

/** The three tallest entries on the page as it is laid out now. */
function longestEntries(root: HTMLElement): LongEntry[] {
  return [...root.querySelectorAll<HTMLElement>('.item')]
    .map((item) => ({
      height: item.getBoundingClientRect().height,
      entry: {
        section: item.closest<HTMLElement>('.section')?.dataset.section ?? '',
        item: item.dataset.item ?? null,
        title: item.querySelector('.item-title')?.textContent?.trim() ?? '',
      },
    }))
    .sort((a, b) => b.height - a.height)
    .slice(0, 3)
    .map(({ entry }) => entry);
}

/**
 * Finds the smallest change that fits the drawn resume on `target` sheets by
 * laying it out again with each candidate's values set on the artboard's CSS
 * variables (no React draw), measuring every page, and puts the drawing back
 * as it was. Runs in the artboard, where the layout is.
 */
export function fitDrawn(root: HTMLElement, data: ResumeData, target: number): FitResult {
  const board = root.querySelector<HTMLElement>('.artboard');
  if (!board) {
    return { fits: true, settings: settingsOf(data), longest: [] };
  }
  const { format } = data.metadata.page;
  const before = variables.map((name) => board.style.getPropertyValue(name));
  const measure = (settings: FitSettings) => {
    board.style.setProperty('--font-size', `${settings.fontSize}px`);
    board.style.setProperty('--line-height', String(settings.lineHeight));
    board.style.setProperty('--spacing', String(settings.spacing));
    board.style.setProperty('--margin', `${settings.margin}px`);
    let sheets = 0;
    let extent = 0;
    for (const page of board.querySelectorAll<HTMLElement>('.page')) {
      const report = measurePage(page, format, settings.margin);
      sheets += report.sheets;
      extent += report.sheets - 1 + report.lastFill;
    }
    return { sheets, extent };
  };
  try {
    const answer = findFit(settingsOf(data), target, measure);
    const longest = answer.fits ? [] : (measure(answer.settings), longestEntries(board));
    return { ...answer, longest };
  } finally {
    variables.forEach((name, index) => board.style.setProperty(name, before[index]));
    // The pages measure themselves again as drawn, and tell the parent.
    window.dispatchEvent(new Event(measureEvent));
  }
}

function isFitMessage(value: unknown): value is ArtboardFitMessage {
  const message = value as Partial<ArtboardFitMessage> | null;
  return (
    typeof value === 'object' &&
    message?.type === 'artboard:fit' &&
    typeof message.pages === 'number' &&
    message.pages >= 1 &&
    typeof message.request === 'number'
  );
}

/** Answers one message when it is a parent's "Fit to N pages", about the resume drawn now. */
export function answerFit(root: HTMLElement, event: MessageEvent, target: Window = window): void {
  const data = getResume();
  if (event.origin !== target.location.origin || !isFitMessage(event.data) || !data) {
    return;
  }
  const result = fitDrawn(root, data, Math.floor(event.data.pages));
  const reply: ArtboardFittedMessage = {
    type: 'artboard:fitted',
    request: event.data.request,
    result,
  };
  (event.source as Window | null)?.postMessage(reply, target.location.origin);
}

/** Answers a parent's "Fit to N pages" about the resume drawn now; returns the function that stops. */
export function listenForFit(root: HTMLElement, target: Window = window): () => void {
  const onMessage = (event: MessageEvent) => answerFit(root, event, target);
  target.addEventListener('message', onMessage);
  return () => target.removeEventListener('message', onMessage);
}
