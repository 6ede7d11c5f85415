import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { IntlProvider } from 'react-intl';

import { system } from '../../../../ui/system';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';

// jsdom lays nothing out; ProseMirror asks for rectangles when it scrolls the selection into view.
beforeAll(() => {
  const rect = {
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    bottom: 0,
    right: 0,
    width: 0,
    height: 0,
    toJSON: () => ({}),
  };
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => rect as DOMRect;
  document.elementFromPoint = () => null;
  // Chakra's popovers follow their anchor's size.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function renderEditor(props: Partial<RichTextEditorProps> = {}) {
  const onChange = jest.fn<void, [string]>();
  const all: RichTextEditorProps = { value: '', onChange, label: 'Summary', ...props };
  const ui = (current: RichTextEditorProps) => (
    <StrictMode>
      <ChakraProvider value={system}>
        <IntlProvider locale="en-US" defaultLocale="en-US">
          <RichTextEditor {...current} />
        </IntlProvider>
      </ChakraProvider>
    </StrictMode>
  );
  const view = render(ui(all));
  return {
    onChange: (props.onChange as jest.Mock | undefined) ?? onChange,
    rerender: (next: Partial<RichTextEditorProps>) => view.rerender(ui({ ...all, ...next })),
  };
}

const editor = () => screen.getByRole('textbox', { name: 'Summary' });

/** A button by its name (the query by role is slow over a toolbar of 27 buttons with tooltips). */
function button(name: string): HTMLButtonElement {
  const found = Array.from(document.querySelectorAll<HTMLButtonElement>('button')).filter(
    (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent?.trim()) === name,
  );
  if (found.length !== 1) {
    throw new Error(`${found.length} buttons named ${name}`);
  }
  return found[0];
}

/** Types as a browser does: the text lands in the DOM and ProseMirror reads the change. */
async function type(text: string) {
  const box = editor();
  box.focus();
  const paragraph = box.querySelector('p, h1, h2, h3, li p, pre') ?? box;
  const last = paragraph.lastChild;
  await act(async () => {
    if (last && last.nodeType === Node.TEXT_NODE) {
      (last as Text).appendData(text);
    } else if (last?.nodeName === 'BR') {
      last.replaceWith(document.createTextNode(text));
    } else {
      paragraph.append(text);
    }
    const end = paragraph.lastChild as Text;
    document.getSelection()?.collapse(end, end.length);
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

function press(key: string, modifiers: { ctrlKey?: boolean; shiftKey?: boolean } = {}) {
  fireEvent.keyDown(editor(), { key, ...modifiers });
}

describe('RichTextEditor', () => {
  it('mounts once under StrictMode and reports typed text as HTML', async () => {
    const { onChange } = renderEditor();
    await waitFor(() => expect(document.querySelectorAll('.ProseMirror')).toHaveLength(1));
    await type('Hello');
    expect(onChange).toHaveBeenLastCalledWith('<p>Hello</p>');
    expect(editor().getAttribute('contenteditable')).toBe('true');
  });

  it('applies toolbar buttons to the selection and shows them pressed', async () => {
    const { onChange } = renderEditor({ value: '<p>Lead teams</p>' });
    await waitFor(() => expect(editor().textContent).toBe('Lead teams'));
    editor().focus();
    press('a', { ctrlKey: true });
    fireEvent.click(button('Bold'));
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>Lead teams</strong></p>');
    expect(button('Bold').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button('Align center'));
    expect(onChange).toHaveBeenLastCalledWith(
      '<p style="text-align: center;"><strong>Lead teams</strong></p>',
    );
    fireEvent.click(button('Bullet list'));
    expect(onChange).toHaveBeenLastCalledWith(
      '<ul><li><p style="text-align: center;"><strong>Lead teams</strong></p></li></ul>',
    );
    expect(button('Indent').disabled).toBe(true);
  });

  it('links the selection from the hyperlink prompt', async () => {
    const { onChange } = renderEditor({ value: '<p>My site</p>' });
    await waitFor(() => expect(editor().textContent).toBe('My site'));
    editor().focus();
    press('a', { ctrlKey: true });
    fireEvent.click(button('Hyperlink'));
    const url = await screen.findByRole('textbox', { name: 'URL' });
    const apply = () => {
      button('Apply').focus();
      fireEvent.click(button('Apply'));
    };
    // An address the editor does not keep: its words, and the focus back in the field.
    fireEvent.change(url, { target: { value: 'javascript:alert(1)' } });
    apply();
    expect(
      await screen.findByText('Enter a web address, an email address or a tel: number.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(url);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(url, { target: { value: 'ada.dev' } });
    apply();
    // The form checks the address before it applies it (react-hook-form's submit is async).
    await waitFor(() =>
      expect(editor().querySelector('a')?.getAttribute('href')).toBe('https://ada.dev'),
    );
    expect(onChange).toHaveBeenLastCalledWith('<p><a href="https://ada.dev">My site</a></p>');
  });

  it('inserts an image with its description from the image dialog', async () => {
    const { onChange } = renderEditor({ value: '<p>Chart</p>' });
    await waitFor(() => expect(editor().textContent).toBe('Chart'));
    editor().focus();
    press('End');
    fireEvent.click(button('Insert image'));
    const dialog = await screen.findByRole('dialog', { name: 'Insert an image' });
    const insert = () => {
      button('Insert').focus();
      fireEvent.click(button('Insert'));
    };
    insert();
    expect(await screen.findByText('Enter the web address of an image (https://…).')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Image URL/ }));
    fireEvent.change(screen.getByRole('textbox', { name: /Image URL/ }), {
      target: { value: 'https://x.org/c.png' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), {
      target: { value: 'Sales' },
    });
    insert();
    await waitFor(() =>
      expect(editor().querySelector('img[alt="Sales"]')?.getAttribute('src')).toBe(
        'https://x.org/c.png',
      ),
    );
    expect(onChange).toHaveBeenLastCalledWith(
      expect.stringContaining('<img src="https://x.org/c.png" alt="Sales">'),
    );
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });

  it('takes in a new value from outside without reporting it back, and keeps typing after it', async () => {
    const { onChange, rerender } = renderEditor({ value: '<p>One</p>' });
    await waitFor(() => expect(editor().textContent).toBe('One'));
    rerender({ value: '<h2>Two</h2>' });
    await waitFor(() => expect(editor().querySelector('h2')?.textContent).toBe('Two'));
    expect(onChange).not.toHaveBeenCalled();
    await type('!');
    expect(onChange).toHaveBeenLastCalledWith('<h2>Two!</h2>');
  });

  it("uses the builder's undo and redo (toolbar and keys) and keeps no history of its own", async () => {
    const onUndo = jest.fn();
    const onRedo = jest.fn();
    const { onChange } = renderEditor({
      value: '<p>One</p>',
      onUndo,
      onRedo,
      canUndo: true,
      canRedo: false,
    });
    await waitFor(() => expect(editor().textContent).toBe('One'));
    await type(' more');
    expect(onChange).toHaveBeenLastCalledWith('<p>One more</p>');
    press('z', { ctrlKey: true });
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(editor().textContent).toBe('One more');
    press('z', { ctrlKey: true, shiftKey: true });
    press('y', { ctrlKey: true });
    expect(onRedo).toHaveBeenCalledTimes(2);
    fireEvent.click(button('Undo'));
    expect(onUndo).toHaveBeenCalledTimes(2);
    expect(button('Redo').disabled).toBe(true);
  });

  it('keeps its own history without the builder (in a dialog)', async () => {
    const { onChange } = renderEditor({ value: '<p>One</p>' });
    await waitFor(() => expect(editor().textContent).toBe('One'));
    expect(button('Undo').disabled).toBe(true);
    await type(' two');
    expect(onChange).toHaveBeenLastCalledWith('<p>One two</p>');
    fireEvent.click(button('Undo'));
    expect(onChange).toHaveBeenLastCalledWith('<p>One</p>');
    press('z', { ctrlKey: true, shiftKey: true });
    expect(onChange).toHaveBeenLastCalledWith('<p>One two</p>');
  });

  it('shows a locked value read-only with the toolbar disabled', async () => {
    const { rerender } = renderEditor({ value: '<p>Locked</p>', readOnly: true });
    await waitFor(() => expect(editor().textContent).toBe('Locked'));
    expect(editor().getAttribute('contenteditable')).toBe('false');
    expect(editor().getAttribute('aria-readonly')).toBe('true');
    expect(button('Bold').disabled).toBe(true);
    expect(button('Numbered list').disabled).toBe(true);
    rerender({ readOnly: false });
    await waitFor(() => expect(editor().getAttribute('contenteditable')).toBe('true'));
  });

  it('moves between toolbar buttons with the arrow keys, one of them in the tab order', async () => {
    renderEditor({ value: '<p>Text</p>' });
    await waitFor(() => expect(editor().textContent).toBe('Text'));
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting of Summary' });
    const tabbable = toolbar.querySelectorAll('[tabindex="0"]');
    expect(tabbable).toHaveLength(1);
    const first = tabbable[0] as HTMLElement;
    expect(first.getAttribute('aria-label')).toBe('Bold');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Italic');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    // Undo and redo are disabled (nothing to undo yet): the last one on is the rule.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Horizontal rule');
  });
});
