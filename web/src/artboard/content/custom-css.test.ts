import { sanitizeCustomCss } from './custom-css';

describe('custom CSS', () => {
  it('keeps ordinary rules', () => {
    expect(sanitizeCustomCss('.section { outline: 1px solid #000; }')).toBe(
      '.section { outline: 1px solid #000; }',
    );
  });

  it('cannot load anything from elsewhere (QUALITY 23)', () => {
    const css = [
      '@import url("https://evil.example/x.css");',
      '.name { background: url(https://evil.example/pixel.png); }',
      '.page { background-image: image-set("https://evil.example/a.png" 1x); }',
      '@font-face { font-family: X; src: url(https://evil.example/f.woff2); }',
      '.headline { background: \\75 rl(https://evil.example/escaped.png); }',
    ].join('\n');
    const clean = sanitizeCustomCss(css);
    expect(clean).not.toMatch(/evil\.example|@import|url\(|image-set/i);
  });

  it('cannot close its style element', () => {
    expect(sanitizeCustomCss('</style><script>alert(1)</script>')).not.toMatch(/<\/?style/i);
  });
});
