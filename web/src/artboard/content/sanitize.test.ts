import { hasRichText, sanitizeRichText, sanitizeRichTextWithDirection } from './sanitize';

describe('rich text sanitiser', () => {
  it('drops scripts, iframes and event handlers but keeps the text', () => {
    const clean = sanitizeRichText(
      '<p onclick="steal()">Hello <img src="https://cdn.example/a.png" onerror="alert(1)"></p>' +
        '<script>alert(2)</script><iframe src="https://evil.example"></iframe>',
    );
    expect(clean).not.toMatch(/script|iframe|onclick|onerror|alert/i);
    expect(clean).toContain('Hello');
    expect(clean).toContain('src="https://cdn.example/a.png"');
  });

  it('removes javascript: and data: links and opens web links safely', () => {
    const clean = sanitizeRichText(
      '<a href="javascript:alert(1)">bad</a> <a href="data:text/html,x">worse</a> <a href="https://ok.example">good</a>',
    );
    expect(clean).not.toMatch(/javascript:|data:/);
    expect(clean).toContain('href="https://ok.example"');
    expect(clean).toContain('rel="noopener noreferrer nofollow"');
  });

  it('keeps the alignment the editor writes and no other inline style', () => {
    const clean = sanitizeRichText(
      '<p style="text-align: center">centred</p><p style="background:url(https://t.example/x.png)">tracked</p>',
    );
    expect(clean).toContain('style="text-align: center"');
    expect(clean).not.toContain('url(');
  });

  it('keeps the formatting of the editor toolbar', () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <mark>m</mark> <code>c</code></p><ul><li>one</li></ul><ol><li>two</li></ol><hr>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('lets each top-level block take the direction of its own writing', () => {
    const html = sanitizeRichTextWithDirection(
      '<p>Led the team.</p><p>قدت الفريق.</p><ul><li>one</li><li>two</li></ul><hr><blockquote><p>q</p></blockquote><p dir="rtl" onclick="x()">x</p>',
    );
    expect(html).toBe(
      '<p dir="auto">Led the team.</p><p dir="auto">قدت الفريق.</p><ul dir="auto"><li>one</li><li>two</li></ul><hr><blockquote dir="auto"><p>q</p></blockquote><p dir="auto">x</p>',
    );
  });

  it('treats an editor left empty as no text', () => {
    expect(hasRichText('<p></p>')).toBe(false);
    expect(hasRichText('<p>&nbsp;</p>')).toBe(false);
    expect(hasRichText('<p>x</p>')).toBe(true);
  });
});
