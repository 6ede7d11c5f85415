import { sanitizeRichText } from '../../../../artboard/content/sanitize';
import { normaliseRichText, parseRichText, serializeRichText } from './html';

/** Every node and mark of the toolbar, written as the editor writes it. */
const written: [string, string][] = [
  ['paragraph', '<p>Plain text</p>'],
  ['bold', '<p><strong>bold</strong></p>'],
  ['italic', '<p><em>italic</em></p>'],
  ['strikethrough', '<p><s>struck</s></p>'],
  ['underline', '<p><u>underlined</u></p>'],
  ['highlight', '<p><mark>marked</mark></p>'],
  ['inline code', '<p><code>npm test</code></p>'],
  ['link', '<p><a href="https://example.org/">a link</a></p>'],
  ['nested marks', '<p><a href="mailto:ada@example.org"><strong><em>all</em></strong></a></p>'],
  ['code block', '<pre><code>const a = 1;\n  return a;</code></pre>'],
  ['heading 1', '<h1>One</h1>'],
  ['heading 2', '<h2>Two</h2>'],
  ['heading 3', '<h3>Three</h3>'],
  ['centred paragraph', '<p style="text-align: center;">Centre</p>'],
  ['right-aligned heading', '<h2 style="text-align: right;">Right</h2>'],
  ['justified paragraph', '<p style="text-align: justify;">Justified</p>'],
  ['bullet list', '<ul><li><p>One</p></li><li><p>Two</p></li></ul>'],
  ['numbered list', '<ol><li><p>One</p></li><li><p>Two</p></li></ol>'],
  ['nested list', '<ul><li><p>One</p><ul><li><p>One and a half</p></li></ul></li></ul>'],
  ['image', '<p><img src="https://example.org/a.png" alt="A chart"></p>'],
  ['line break', '<p>One<br>Two</p>'],
  ['horizontal rule', '<p>Above</p><hr><p>Below</p>'],
  ['quote', '<blockquote><p>Quoted</p></blockquote>'],
];

/** What the artboard's sanitiser adds to every link. */
const linkTarget = / target="_blank" rel="noopener noreferrer nofollow"/g;

describe('rich-text HTML', () => {
  it.each(written)('keeps a %s through parse and serialise', (_name, html) => {
    expect(serializeRichText(parseRichText(html))).toBe(html);
  });

  it.each(written)('writes a %s the artboard sanitiser keeps whole', (_name, html) => {
    expect(sanitizeRichText(html).replace(linkTarget, '')).toBe(html);
  });

  it('writes an empty field as nothing, and reads nothing as one empty paragraph', () => {
    expect(serializeRichText(parseRichText(''))).toBe('');
    expect(serializeRichText(parseRichText('<p></p>'))).toBe('');
    expect(parseRichText('').childCount).toBe(1);
    // Nor the empty paragraph Enter leaves at the end before anything is typed in it.
    expect(serializeRichText(parseRichText('<p>One</p><p></p><p></p>'))).toBe('<p>One</p>');
    expect(serializeRichText(parseRichText('<p></p><p>One</p>'))).toBe('<p></p><p>One</p>');
  });

  it('reads pasted variants as the marks and blocks it writes', () => {
    expect(normaliseRichText('<b>b</b> <i>i</i> <del>d</del> <strike>s</strike>')).toBe(
      '<p><strong>b</strong> <em>i</em> <s>d</s> <s>s</s></p>',
    );
    expect(normaliseRichText('<h5>small</h5>')).toBe('<h3>small</h3>');
    expect(normaliseRichText('<span style="font-weight: bold">heavy</span>')).toBe(
      '<p><strong>heavy</strong></p>',
    );
    expect(normaliseRichText('Loose text')).toBe('<p>Loose text</p>');
  });

  it('drops what the artboard would not draw: scripts, handlers, frames, styles but alignment', () => {
    const html = normaliseRichText(
      '<p style="color: red; text-align: center" onclick="alert(1)">Hi<script>alert(2)</script></p><iframe src="https://evil.example"></iframe>',
    );
    expect(html).toBe('<p style="text-align: center;">Hi</p>');
    expect(normaliseRichText('<p><a href="javascript:alert(1)">x</a></p>')).not.toContain(
      'javascript',
    );
  });

  it('writes left alignment (the default) as no style at all', () => {
    expect(normaliseRichText('<p style="text-align: left">Left</p>')).toBe('<p>Left</p>');
  });
});
