import { BuilderFrame } from './components/frame/builder-frame';
import { FrameCanvas, useStageFit } from './components/frame/frame-canvas';
import { FrameLockedBanner } from './components/frame/frame-locked-banner';
import { FrameTopBar } from './components/frame/frame-top-bar';
import { uploadPicture } from './components/left/basics/picture-api';
import { PaneSection } from './components/pane-section';
import { normaliseRichText } from './components/rich-text/html';
import { RichTextEditor } from './components/rich-text/rich-text-editor';
import { SavingContext, useSaving } from './hooks/saving-context';
import { queryStored, savingOf, useAutosave } from './hooks/use-autosave';
import { usePdfInTab } from './hooks/use-download-pdf';
import { useUndoShortcuts } from './hooks/use-undo-shortcuts';
import { AiError, aiMaxTokens, aiStopMarker, answerToHtml, askChat } from './lib/ai-request';
import { createDraftStore } from './lib/draft-store';
import { canRedo, canUndo } from './lib/history';
import { createDocumentStore, getIn, setIn } from './lib/resume-store';
import { autosaveMachine } from './machines/autosave-machine';

/**
 * The History panel's pieces (`history-kit.ts`), loaded when the letter's
 * History section first draws with the chunk the right pane loads for its
 * History (so the two imports name the same files).
 */
function loadHistory() {
  return import('./components/right/history/history-section');
}

/**
 * What the letter builder takes of the resume builder (docs/letters.md#the-letter-builder):
 * its store, drafts, autosave, save status, rich-text editor, panes' pieces
 * and design tools.
 * It reaches them through the builder page's own chunk (`builder-page.tsx`
 * exports this), loaded when a letter opens: the resume builder's code is not
 * split into chunks shared with the letter's, so `/builder/{id}` downloads
 * neither letter code nor the cost of sharing.
 */
export const builderKit = {
  BuilderFrame,
  FrameCanvas,
  FrameLockedBanner,
  FrameTopBar,
  useStageFit,
  useAutosave,
  savingOf,
  queryStored,
  PaneSection,
  RichTextEditor,
  SavingContext,
  useSaving,
  usePdfInTab,
  /** Typography, Theme and Page with `DesignStoreProvider`, loaded when asked for. */
  loadDesignSections: () => import('./components/right/design-tools'),
  useUndoShortcuts,
  createDraftStore,
  createDocumentStore,
  canRedo,
  canUndo,
  getIn,
  setIn,
  autosaveMachine,
  // The letter's AI draft and signature picture (docs/letters.md#the-letter-builder).
  normaliseRichText,
  uploadPicture,
  ai: { askChat, answerToHtml, AiError, aiStopMarker, aiMaxTokens },
  // The letter's History section (docs/letters.md#the-letter-builder).
  loadHistory,
};

export type BuilderKit = typeof builderKit;
