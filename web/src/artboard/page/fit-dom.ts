import { type ResumeData } from '@vitae/schema';

import { getResume } from '../store';
import { findFit, type FitAnswer, type FitSettings } from './fit';
import { measurePage } from './page-size';

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
 * Gives the browser a turn: a key typed in the builder (whose page shares this
 * frame's thread) is handled before the next layout.
 */
function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) {
    return scheduler.yield();
  }
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * A hidden copy of the drawn board beside it, as wide and under the same
 * styles, for the fit to lay out: the drawing on screen never shows a
 * candidate, and a redraw while the fit runs (a key typed) neither changes
 * what is measured nor is changed by it.
 */
function measuringCopy(board: HTMLElement): HTMLElement {
  const copy = board.cloneNode(true) as HTMLElement;
  copy.setAttribute('aria-hidden', 'true');
  copy.inert = true;
  copy.style.position = 'absolute';
  copy.style.top = '0';
  copy.style.left = '0';
  copy.style.width = `${board.getBoundingClientRect().width}px`;
  copy.style.visibility = 'hidden';
  copy.style.pointerEvents = 'none';
  board.after(copy);
  return copy;
}

/**
 * Finds the smallest change that fits the drawn resume on `target` sheets by
 * laying a hidden copy of it out again with each candidate's values set on the
 * artboard's CSS variables (no React draw) and measuring every page, one
 * candidate a task, so no task of the fit is longer than one layout
 * (docs/templates.md#fit-to-pages). Runs in the artboard, where the layout is.
 */
export async function fitDrawn(
  root: HTMLElement,
  data: ResumeData,
  target: number,
): Promise<FitResult> {
  const board = root.querySelector<HTMLElement>('.artboard');
  if (!board) {
    return { fits: true, settings: settingsOf(data), longest: [] };
  }
  const { format } = data.metadata.page;
  const copy = measuringCopy(board);
  const measure = async (settings: FitSettings) => {
    await nextTask();
    copy.style.setProperty('--font-size', `${settings.fontSize}px`);
    copy.style.setProperty('--line-height', String(settings.lineHeight));
    copy.style.setProperty('--spacing', String(settings.spacing));
    copy.style.setProperty('--margin', `${settings.margin}px`);
    let sheets = 0;
    let extent = 0;
    for (const page of copy.querySelectorAll<HTMLElement>('.page')) {
      const report = measurePage(page, format, settings.margin);
      sheets += report.sheets;
      extent += report.sheets - 1 + report.lastFill;
    }
    return { sheets, extent };
  };
  try {
    const answer = await findFit(settingsOf(data), target, measure);
    const longest = answer.fits ? [] : (await measure(answer.settings), longestEntries(copy));
    return { ...answer, longest };
  } finally {
    copy.remove();
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
export async function answerFit(
  root: HTMLElement,
  event: MessageEvent,
  target: Window = window,
): Promise<void> {
  const data = getResume();
  if (event.origin !== target.location.origin || !isFitMessage(event.data) || !data) {
    return;
  }
  const result = await fitDrawn(root, data, Math.floor(event.data.pages));
  const reply: ArtboardFittedMessage = {
    type: 'artboard:fitted',
    request: event.data.request,
    result,
  };
  (event.source as Window | null)?.postMessage(reply, target.location.origin);
}

/** Answers a parent's "Fit to N pages" about the resume drawn now; returns the function that stops. */
export function listenForFit(root: HTMLElement, target: Window = window): () => void {
  const onMessage = (event: MessageEvent) => void answerFit(root, event, target);
  target.addEventListener('message', onMessage);
  return () => target.removeEventListener('message', onMessage);
}
