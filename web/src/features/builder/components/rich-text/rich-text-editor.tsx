import 'prosemirror-view/style/prosemirror.css';

import { Box } from '@chakra-ui/react';
import {
  type ComponentType,
  type ReactElement,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';

import { sanitizeRichText } from '../../../../artboard/content/sanitize';
import { AiActions } from '../ai-actions';
import { editorFrameCss } from './editor-styles';
import { type ProseMirrorEditorProps } from './prosemirror-editor';
import { RichTextToolbar } from './toolbar';

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
};

/** What the static view hands the editor when it takes its place. */
export type EditorStart = {
  /** The static view's HTML when the person typed in it before the editor came, else null. */
  html: string | null;
  /** The selection, in characters of text from the start, when the static view had the focus. */
  selection: { anchor: number; head: number } | null;
  /** Whether the static view had the focus (the editor takes it). */
  focus: boolean;
};

type Editor = ComponentType<ProseMirrorEditorProps>;

let loaded: Editor | null = null;
let loading: Promise<Editor> | null = null;

/** The editor's code (ProseMirror and its dialogs), fetched once for every field. */
export function loadRichTextEditor(): Promise<Editor> {
  loading ??= import('./prosemirror-editor').then(
    (module) => (loaded = module.ProseMirrorEditor),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const noop = () => {};

/**
 * A rich-text field (docs/web.md#the-builder): its HTML and toolbar drawn
 * statically, the look and accessible name of the editor, until the person
 * points at or focuses it; then ProseMirror's code loads (a chunk of its own)
 * and {@link ProseMirrorEditor} takes the static view's place with the caret
 * where it was. The static view is itself editable, so keys typed while the
 * code loads land in it, and the editor starts from what they made.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { value, onChange, label, id, readOnly = false, onUndo, onRedo, onRewrite } = props;
  const [editor, setEditor] = useState<{ Editor: Editor; start: EditorStart } | null>(null);
  const areaRef = useRef<HTMLDivElement>(null);
  const rendered = useRef('');
  const wanted = useRef(false);
  const pointerDown = useRef(false);
  const mounted = useRef(true);
  const html = useMemo(() => ({ __html: sanitizeRichText(value) }), [value]);

  useLayoutEffect(() => {
    // The markup as the browser holds it, to tell whether the person changed it.
    rendered.current = areaRef.current?.innerHTML ?? '';
  }, [html]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const swap = useCallback(() => {
    const area = areaRef.current;
    if (!mounted.current || !wanted.current || pointerDown.current || !area || !loaded) {
      return;
    }
    const start = readStart(area, rendered.current);
    // Synchronously, effects included: the static view leaves and the editor
    // takes the focus in one task, so no key falls between the two.
    flushSync(() => setEditor({ Editor: loaded!, start }));
  }, []);

  const activate = useCallback(() => {
    if (readOnly) {
      return;
    }
    wanted.current = true;
    loadRichTextEditor().then(swap, noop);
  }, [readOnly, swap]);

  const preload = useCallback(() => {
    if (!readOnly) {
      loadRichTextEditor().catch(noop);
    }
  }, [readOnly]);

  // A click places the caret when the button comes up: take the editor's turn after it.
  const onPointerDown = useCallback(() => {
    pointerDown.current = true;
    const up = () => {
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
      pointerDown.current = false;
      setTimeout(swap, 0);
    };
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
  }, [swap]);

  const toolbarButton = (button: ReactElement) => button;
  // Once the editor is there the static view stays in the page, hidden and
  // nameless: taking the focused element out of a dialog (the phone's
  // Sections sheet) would make its focus trap move the focus and the caret.
  return (
    <>
      {editor ? <editor.Editor {...props} start={editor.start} /> : null}
      <Box
        css={editor ? undefined : editorFrameCss}
        display={editor ? 'none' : undefined}
        data-readonly={readOnly || undefined}
        onPointerEnter={editor ? undefined : preload}
        onFocusCapture={editor ? undefined : preload}
      >
        {editor ? null : (
          <RichTextToolbar
            fieldLabel={label}
            state={null}
            commands={null}
            run={noop}
            disabled={readOnly}
            onUndo={onUndo ?? noop}
            onRedo={onRedo ?? noop}
            canUndo={onUndo ? (props.canUndo ?? true) : false}
            canRedo={onRedo ? (props.canRedo ?? true) : false}
            renderLink={toolbarButton}
            linkOpen={false}
            onOpenLink={noop}
            onOpenImage={noop}
            trailing={
              readOnly ? null : <AiActions value={value} onResult={onRewrite ?? onChange} />
            }
          />
        )}
        {editor ? (
          <div ref={areaRef} />
        ) : (
          <div
            ref={areaRef}
            className="ProseMirror"
            data-static
            role="textbox"
            aria-multiline="true"
            aria-label={label}
            aria-readonly={readOnly || undefined}
            id={id}
            spellCheck
            translate="no"
            contentEditable={!readOnly}
            suppressContentEditableWarning
            dangerouslySetInnerHTML={html}
            onFocus={activate}
            onPointerDown={readOnly ? undefined : onPointerDown}
          />
        )}
      </Box>
    </>
  );
}

/** The static view's focus, selection and (when changed) HTML. */
function readStart(area: HTMLElement, rendered: string): EditorStart {
  const focus = document.activeElement === area;
  const selection = document.getSelection();
  let range: EditorStart['selection'] = null;
  if (
    focus &&
    selection?.anchorNode &&
    selection.focusNode &&
    area.contains(selection.anchorNode) &&
    area.contains(selection.focusNode)
  ) {
    range = {
      anchor: textOffset(area, selection.anchorNode, selection.anchorOffset),
      head: textOffset(area, selection.focusNode, selection.focusOffset),
    };
  }
  const now = area.innerHTML;
  return { focus, selection: range, html: now === rendered ? null : now };
}

/** How many characters of text come before a DOM point inside `root`. */
function textOffset(root: HTMLElement, node: globalThis.Node, offset: number): number {
  const range = document.createRange();
  range.selectNodeContents(root);
  range.setEnd(node, offset);
  return range.toString().length;
}
