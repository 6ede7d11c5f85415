import { type Command, EditorState, TextSelection } from 'prosemirror-state';

import {
  alignmentOf,
  currentLink,
  indent,
  insertHardBreak,
  insertHorizontalRule,
  insertImage,
  isListActive,
  isMarkActive,
  normaliseHref,
  normaliseImageSrc,
  outdent,
  setAlignment,
  setLink,
  setParagraph,
  toggleCodeBlock,
  toggleHeading,
  toggleList,
  toggleMarkCommand,
} from './commands';
import { parseRichText, serializeRichText } from './html';
import { richTextSchema } from './schema';

const { nodes, marks } = richTextSchema;

/** A state of the HTML with `text` selected (or the cursor after it when `cursor`). */
function stateWith(html: string, text?: string, { cursor = false } = {}): EditorState {
  const doc = parseRichText(html);
  let state = EditorState.create({ doc });
  if (text !== undefined) {
    let from = -1;
    doc.descendants((node, pos) => {
      if (from < 0 && node.isText && node.text?.includes(text)) {
        from = pos + node.text.indexOf(text);
      }
    });
    if (from < 0) {
      throw new Error(`"${text}" is not in ${html}`);
    }
    const to = from + text.length;
    state = state.apply(state.tr.setSelection(TextSelection.create(doc, cursor ? to : from, to)));
  }
  return state;
}

function apply(state: EditorState, command: Command): EditorState {
  let next = state;
  const applied = command(state, (tr) => {
    next = state.apply(tr);
  });
  expect(applied).toBe(true);
  return next;
}

const html = (state: EditorState) => serializeRichText(state.doc);

describe('rich-text toolbar commands', () => {
  it.each([
    ['strong', 'strong'],
    ['em', 'em'],
    ['strike', 's'],
    ['underline', 'u'],
    ['highlight', 'mark'],
    ['code', 'code'],
  ] as const)('%s wraps the selection in <%s> and toggles off again', (mark, tag) => {
    const on = apply(stateWith('<p>Lead teams well</p>', 'teams'), toggleMarkCommand(mark));
    expect(html(on)).toBe(`<p>Lead <${tag}>teams</${tag}> well</p>`);
    expect(isMarkActive(on, marks[mark])).toBe(true);
    const off = apply(on, toggleMarkCommand(mark));
    expect(html(off)).toBe('<p>Lead teams well</p>');
  });

  it('links the selection, changes the whole link from a cursor in it, and removes it with an empty address', () => {
    const linked = apply(
      stateWith('<p>See my site today</p>', 'my site'),
      setLink('https://ada.dev'),
    );
    expect(html(linked)).toBe('<p>See <a href="https://ada.dev">my site</a> today</p>');
    const inside = stateWith(html(linked), 'my', { cursor: true });
    expect(currentLink(inside)).toBe('https://ada.dev');
    const changed = apply(inside, setLink('https://ada.example'));
    expect(html(changed)).toBe('<p>See <a href="https://ada.example">my site</a> today</p>');
    const removed = apply(stateWith(html(changed), 'si', { cursor: true }), setLink(''));
    expect(html(removed)).toBe('<p>See my site today</p>');
  });

  it('inserts the address as linked text when nothing is selected', () => {
    const state = stateWith('<p>Web: .</p>', 'Web: ', { cursor: true });
    expect(html(apply(state, setLink('https://ada.dev')))).toBe(
      '<p>Web: <a href="https://ada.dev">https://ada.dev</a>.</p>',
    );
  });

  it('makes typed addresses ones the artboard keeps, and refuses others', () => {
    expect(normaliseHref('ada.dev/cv')).toBe('https://ada.dev/cv');
    expect(normaliseHref('ada@example.org')).toBe('mailto:ada@example.org');
    expect(normaliseHref('tel:+441234')).toBe('tel:+441234');
    expect(normaliseHref('  ')).toBe('');
    expect(normaliseHref('javascript:alert(1)')).toBeNull();
    expect(normaliseImageSrc('example.org/a.png')).toBe('https://example.org/a.png');
    expect(normaliseImageSrc('data:text/html;base64,xx')).toBeNull();
    expect(normaliseImageSrc('')).toBeNull();
  });

  it('turns a paragraph into a code block and back', () => {
    const code = apply(stateWith('<p>npm test</p>', 'npm'), toggleCodeBlock);
    expect(html(code)).toBe('<pre><code>npm test</code></pre>');
    expect(html(apply(code, toggleCodeBlock))).toBe('<p>npm test</p>');
  });

  it.each([1, 2, 3])(
    'makes heading %i, keeping the alignment, and the paragraph button undoes it',
    (level) => {
      const heading = apply(
        stateWith('<p style="text-align: center;">Title</p>', 'Title'),
        toggleHeading(level),
      );
      expect(html(heading)).toBe(`<h${level} style="text-align: center;">Title</h${level}>`);
      expect(html(apply(heading, setParagraph))).toBe('<p style="text-align: center;">Title</p>');
      expect(html(apply(heading, toggleHeading(level)))).toBe(
        '<p style="text-align: center;">Title</p>',
      );
    },
  );

  it.each(['center', 'right', 'justify'] as const)(
    'aligns every block of the selection %s',
    (align) => {
      const state = stateWith('<p>One</p><h2>Two</h2>', 'One');
      const both = state.apply(
        state.tr.setSelection(TextSelection.create(state.doc, 1, state.doc.content.size - 1)),
      );
      const aligned = apply(both, setAlignment(align));
      expect(html(aligned)).toBe(
        `<p style="text-align: ${align};">One</p><h2 style="text-align: ${align};">Two</h2>`,
      );
      expect(alignmentOf(aligned)).toBe(align);
      expect(html(apply(aligned, setAlignment('left')))).toBe('<p>One</p><h2>Two</h2>');
    },
  );

  it('makes bullet and numbered lists, switches between them and lifts out', () => {
    const bullets = apply(stateWith('<p>One</p>', 'One'), toggleList(nodes.bullet_list));
    expect(html(bullets)).toBe('<ul><li><p>One</p></li></ul>');
    expect(isListActive(bullets, nodes.bullet_list)).toBe(true);
    const numbered = apply(bullets, toggleList(nodes.ordered_list));
    expect(html(numbered)).toBe('<ol><li><p>One</p></li></ol>');
    expect(html(apply(numbered, toggleList(nodes.ordered_list)))).toBe('<p>One</p>');
  });

  it('indents a list item under the one before and outdents it back', () => {
    const list = stateWith('<ul><li><p>One</p></li><li><p>Two</p></li></ul>', 'Two');
    expect(indent(stateWith('<ul><li><p>One</p></li></ul>', 'One'))).toBe(false);
    const nested = apply(list, indent);
    expect(html(nested)).toBe('<ul><li><p>One</p><ul><li><p>Two</p></li></ul></li></ul>');
    expect(html(apply(nested, outdent))).toBe('<ul><li><p>One</p></li><li><p>Two</p></li></ul>');
  });

  it('inserts an image with its description, a line break and a horizontal rule', () => {
    const image = apply(
      stateWith('<p>Chart:</p>', 'Chart:', { cursor: true }),
      insertImage('https://x.org/c.png', 'Sales'),
    );
    expect(html(image)).toBe('<p>Chart:<img src="https://x.org/c.png" alt="Sales"></p>');
    const broken = apply(stateWith('<p>OneTwo</p>', 'One', { cursor: true }), insertHardBreak);
    expect(html(broken)).toBe('<p>One<br>Two</p>');
    const ruled = apply(stateWith('<p>Above</p>', 'Above', { cursor: true }), insertHorizontalRule);
    expect(html(ruled)).toBe('<p>Above</p><hr>');
    expect(ruled.doc.lastChild?.type).toBe(nodes.paragraph);
    // The cursor waits in a new paragraph below the rule.
    expect(ruled.selection.$from.parent.type).toBe(nodes.paragraph);
    expect(ruled.selection.from).toBe(ruled.doc.content.size - 1);
    const between = apply(
      stateWith('<p>Above</p><p>Below</p>', 'Above', { cursor: true }),
      insertHorizontalRule,
    );
    expect(html(between)).toBe('<p>Above</p><hr><p>Below</p>');
    expect(between.selection.$from.parent.textContent).toBe('Below');
  });

  it('disables what cannot apply in a code block: marks, links, breaks, images, alignment', () => {
    const code = stateWith('<pre><code>npm test</code></pre>', 'npm');
    expect(toggleMarkCommand('strong')(code)).toBe(false);
    expect(setLink('https://x.org')(code)).toBe(false);
    expect(insertHardBreak(code)).toBe(false);
    expect(insertImage('https://x.org/c.png', '')(code)).toBe(false);
    expect(setAlignment('center')(code)).toBe(false);
    expect(alignmentOf(code)).toBeNull();
  });
});
