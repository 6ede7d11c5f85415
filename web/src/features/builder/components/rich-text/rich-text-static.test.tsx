import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { IntlProvider } from 'react-intl';

import { system } from '../../../../ui/system';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';

// jsdom lays nothing out; ProseMirror asks for rectangles when it scrolls the selection into view.
beforeAll(() => {
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0 };
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => ({ ...rect, toJSON: () => ({}) }) as DOMRect;
  document.elementFromPoint = () => null;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function renderField(props: Partial<RichTextEditorProps> = {}) {
  const onChange = jest.fn<void, [string]>();
  render(
    <StrictMode>
      <ChakraProvider value={system}>
        <IntlProvider locale="en-US" defaultLocale="en-US">
          <RichTextEditor value="" onChange={onChange} label="Summary" {...props} />
        </IntlProvider>
      </ChakraProvider>
    </StrictMode>,
  );
  return { onChange };
}

const field = () => screen.getByRole('textbox', { name: 'Summary' });
/** ProseMirror marks its editing area; the static view has no such class. */
const isEditor = (element: Element) =>
  element.classList.contains('ProseMirror') &&
  element.getAttribute('translate') === 'no' &&
  element.parentElement?.classList.contains('ProseMirror') === false &&
  element.hasAttribute('data-static') === false;

describe('rich-text field before its editor loads', () => {
  it('shows the HTML as a named text box under a toolbar whose commands wait', () => {
    renderField({ value: '<p>Platform <strong>engineer</strong></p>' });
    expect(field().innerHTML).toBe('<p>Platform <strong>engineer</strong></p>');
    expect(field().getAttribute('data-static')).toBe('true');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting of Summary' });
    const bold = toolbar.querySelector('button[aria-label="Bold"]') as HTMLButtonElement;
    expect(bold.disabled).toBe(true);
    expect(bold.getAttribute('aria-pressed')).toBe('false');
  });

  it('hands what was typed before the editor came to the editor', async () => {
    const { onChange } = renderField({ value: '<p>Hello</p>' });
    const area = field();
    area.focus();
    // A key typed while the editor's code loads lands in the static view.
    (area.querySelector('p')!.firstChild as Text).appendData(' world');
    fireEvent.focus(area);
    await waitFor(() => expect(field().hasAttribute('data-static')).toBe(false));
    expect(isEditor(field())).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith('<p>Hello world</p>');
  });

  it('never loads the editor for a read-only field', async () => {
    renderField({ value: '<p>Locked</p>', readOnly: true });
    fireEvent.focus(field());
    fireEvent.pointerEnter(field());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(field().getAttribute('data-static')).toBe('true');
    expect(field().getAttribute('contenteditable')).toBe('false');
    expect(field().getAttribute('aria-readonly')).toBe('true');
  });
});
