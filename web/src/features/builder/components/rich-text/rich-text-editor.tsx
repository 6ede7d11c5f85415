import 'prosemirror-view/style/prosemirror.css';

import { Box } from '@chakra-ui/react';
import { type Command, EditorState, type Transaction } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import {
  type ReactElement,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

import { AiActions } from '../ai-actions';
import { insertImage, setLink } from './commands';
import { editorAttributes, replaceDocument } from './editor-document';
import { editorFrameCss } from './editor-styles';
import { parseRichText, serializeRichText } from './html';
import { ImageDialog } from './image-dialog';
import { LinkPopover } from './link-popover';
import { editorPlugins, redoCommand, undoCommand } from './plugins';
import { type SelectedBlocks, selectedBlocks } from './selected-blocks';
import { RichTextToolbar } from './toolbar';
import { nextToolbarStatus, type ToolbarStatus } from './toolbar-status';

/** What a field's own AI tools read of the editor when they start. */
export type RichTextAiHost = {
  /** The field's HTML. */
  readValue: () => string;
  /** The blocks the selection touches, or null for the whole field. */
  readSelection: () => SelectedBlocks | null;
};

export type RichTextEditorProps = {
  /** Sanitised HTML as the artboard draws it. */
  value: string;
  /** The field's new HTML after each change made in the editor (never for a new `value`). */
  onChange: (html: string) => void;
  /** The field's accessible name ("Summary"). */
  label: string;
  /** The id of the editable area. */
  id?: string;
  /** Shows the value without letting it change (a locked resume). */
  readOnly?: boolean;
  /**
   * The builder's undo and redo: with them the toolbar and Ctrl/Cmd+Z,
   * Ctrl/Cmd+Shift+Z and Ctrl+Y use the builder's one history and the editor
   * keeps none; without them (in a dialog) the editor keeps its own.
   */
  onUndo?: () => void;
  onRedo?: () => void;
  /** Whether the builder has a step to undo or redo (default: yes). */
  canUndo?: boolean;
  canRedo?: boolean;
  /**
   * An AI rewrite of the whole field, which must be an undo step of its own;
   * without it the rewrite goes to `onChange`.
   */
  onRewrite?: (html: string) => void;
  /**
   * The field's own AI tools, drawn in place of the resume's AI helper (the
   * letter body's, docs/letters.md#the-letter-builder); they apply what they
   * propose through the host's document, not through `onRewrite`.
   */
  aiTools?: (host: RichTextAiHost) => ReactNode;
};

/** Transactions that bring in a new `value`: applied, never reported back. */
const fromOutside = 'vitae.richText.fromOutside';
/** Transactions that bring in an AI rewrite. */
const rewritten = 'vitae.richText.rewritten';

/**
 * The rich-text editor (docs/product.md#rich-text-editor and docs/web.md#the-builder) on ProseMirror: the whole
 * toolbar over an editing area 160 to 200 px high, writing HTML the artboard's
 * sanitiser keeps. The EditorView lives in an effect and is destroyed by its
 * cleanup, so React's StrictMode re-run never leaves a destroyed view behind.
 * A key typed draws nothing of React's here: the view draws its own text, the
 * toolbar is drawn again only when its status changes, and the rest of the
 * frame only when its own props do (docs/performance.md#typing-in-the-rich-text-editor).
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  id,
  readOnly = false,
  onUndo,
  onRedo,
  canUndo,
  canRedo,
  onRewrite,
  aiTools,
}: RichTextEditorProps) {
  const mountRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const [status, setStatus] = useState<ToolbarStatus | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);
  // Whether the host keeps the history is fixed when the editor is made (its plugins are).
  const [ownHistory] = useState(() => onUndo === undefined);
  /** The HTML this editor last reported, or the last `value` it took in. */
  const lastHtml = useRef(value);
  const latest = useRef({ value, onChange, onUndo, onRedo, onRewrite, readOnly, label, id });
  useLayoutEffect(() => {
    latest.current = { value, onChange, onUndo, onRedo, onRewrite, readOnly, label, id };
  });

  const keyHooks = useMemo(
    () => ({
      undo: () => latest.current.onUndo ?? null,
      redo: () => latest.current.onRedo ?? null,
      openLink: () => setLinkOpen(true),
    }),
    [],
  );
  useEffect(() => {
    const mount = mountRef.current;
    if (!mount) {
      return;
    }
    const view: EditorView = new EditorView(mount, {
      state: EditorState.create({
        doc: parseRichText(latest.current.value),
        plugins: editorPlugins(keyHooks, ownHistory),
      }),
      editable: () => !latest.current.readOnly,
      attributes: () => editorAttributes(latest.current),
      dispatchTransaction(tr: Transaction) {
        const next = view.state.apply(tr);
        view.updateState(next);
        setStatus((previous) => nextToolbarStatus(previous, next));
        if (!tr.docChanged || tr.getMeta(fromOutside)) {
          return;
        }
        const html = serializeRichText(next.doc);
        if (html === lastHtml.current) {
          return;
        }
        lastHtml.current = html;
        const report = tr.getMeta(rewritten)
          ? (latest.current.onRewrite ?? latest.current.onChange)
          : latest.current.onChange;
        report(html);
      },
    });
    lastHtml.current = latest.current.value;
    viewRef.current = view;
    setStatus(nextToolbarStatus(null, view.state));
    return () => {
      viewRef.current = null;
      view.destroy();
    };
  }, [ownHistory, keyHooks]);

  // A new value from outside (the builder's undo, an AI rewrite, a reload): replace the document.
  useEffect(() => {
    const view = viewRef.current;
    if (!view || value === lastHtml.current) {
      return;
    }
    lastHtml.current = value;
    const doc = parseRichText(value);
    if (doc.eq(view.state.doc)) {
      return;
    }
    view.dispatch(
      replaceDocument(view.state, value).setMeta(fromOutside, true).setMeta('addToHistory', false),
    );
  }, [value]);

  // The name, id and read-only state follow the props.
  useEffect(() => {
    viewRef.current?.setProps({});
  }, [label, id, readOnly]);

  const run = useCallback((command: Command) => {
    const view = viewRef.current;
    if (!view) {
      return;
    }
    command(view.state, view.dispatch, view);
    view.focus();
  }, []);

  const editorDom = useCallback(() => viewRef.current?.dom ?? null, []);
  const undo = useCallback(() => run(undoCommand(keyHooks)), [run, keyHooks]);
  const redo = useCallback(() => run(redoCommand(keyHooks)), [run, keyHooks]);
  const openLink = useCallback(() => setLinkOpen(true), []);
  const openImage = useCallback(() => setImageOpen(true), []);
  const closeImage = useCallback(() => setImageOpen(false), []);
  const insert = useCallback(
    (src: string, alt: string) => {
      setImageOpen(false);
      run(insertImage(src, alt));
    },
    [run],
  );
  const readValue = useCallback(() => latest.current.value, []);
  const readSelection = useCallback(() => {
    const view = viewRef.current;
    return view ? selectedBlocks(view.state) : null;
  }, []);

  const applyRewrite = useCallback((html: string) => {
    const view = viewRef.current;
    if (view) {
      view.dispatch(replaceDocument(view.state, html).setMeta(rewritten, true));
    }
  }, []);

  const href = status?.link.href ?? '';
  const renderLink = useCallback(
    (button: ReactElement) => (
      <LinkPopover
        open={linkOpen}
        onOpenChange={setLinkOpen}
        href={href}
        returnFocus={editorDom}
        onApply={(chosen) => {
          setLinkOpen(false);
          run(setLink(chosen));
        }}
      >
        {button}
      </LinkPopover>
    ),
    [linkOpen, href, editorDom, run],
  );

  const trailing = useMemo(
    () =>
      readOnly ? null : aiTools ? (
        aiTools({ readValue, readSelection })
      ) : (
        <AiActions readValue={readValue} onResult={applyRewrite} />
      ),
    [readOnly, readValue, readSelection, applyRewrite, aiTools],
  );

  // The same elements while only `value` changed (each key typed): React then
  // leaves the whole frame, toolbar and dialog alone.
  return useMemo(
    () => (
      <Box css={editorFrameCss} data-readonly={readOnly || undefined}>
        <RichTextToolbar
          fieldLabel={label}
          status={status}
          run={run}
          disabled={readOnly}
          onUndo={undo}
          onRedo={redo}
          canUndo={ownHistory ? Boolean(status?.canUndo) : (canUndo ?? true)}
          canRedo={ownHistory ? Boolean(status?.canRedo) : (canRedo ?? true)}
          renderLink={renderLink}
          linkOpen={linkOpen}
          onOpenLink={openLink}
          onOpenImage={openImage}
          trailing={trailing}
        />
        <div ref={mountRef} />
        <ImageDialog
          open={imageOpen}
          onClose={closeImage}
          returnFocus={editorDom}
          onInsert={insert}
        />
      </Box>
    ),
    [
      readOnly,
      label,
      status,
      run,
      undo,
      redo,
      ownHistory,
      canUndo,
      canRedo,
      renderLink,
      linkOpen,
      openLink,
      openImage,
      trailing,
      imageOpen,
      closeImage,
      editorDom,
      insert,
    ],
  );
}
