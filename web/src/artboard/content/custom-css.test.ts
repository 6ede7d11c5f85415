import { parse } from 'postcss';

import { sanitizeCustomCss } from './custom-css';

/** What nothing sanitised may contain: any way to load or run something, or to leave the style element. */
const forbidden =
  /evil\.example|@import|@font-face|url\s*\(|image-set|cross-fade|element\s*\(|expression|behavior|binding|<\/?style|<script/i;

describe('custom CSS', () => {
  it('keeps ordinary rules, at-rules and functions that load nothing', () => {
    const css = [
      '.section { outline: 1px solid #000; }',
      '@media print { .section { break-inside: avoid; } }',
      '@page { margin: 0; }',
      '.name { color: rgb(10 20 30 / 50%); transform: rotate(2deg); width: calc(100% - 2rem); }',
      '.headline::before { content: "→ "; background: linear-gradient(90deg, red, blue); }',
      '.x { --accent: oklch(0.6 0.1 200); color: var(--accent); }',
    ].join('\n');
    expect(sanitizeCustomCss(css)).toBe(css);
  });

  it.each([
    ['@import', '@import url("https://evil.example/x.css");\n.a { color: red; }'],
    ['url()', '.name { background: url(https://evil.example/pixel.png); }'],
    ['image-set()', '.page { background-image: image-set("https://evil.example/a.png" 1x); }'],
    [
      'a vendor image-set()',
      '.page { background: -webkit-image-set("https://evil.example/a.png" 1x); }',
    ],
    ['cross-fade()', '.a { background: cross-fade(url(https://evil.example/a.png), red 50%); }'],
    ['element()', '.a { background: element(#secret); }'],
    ['@font-face', '@font-face { font-family: X; src: url(https://evil.example/f.woff2); }'],
    ['an escaped url', '.headline { background: \\75 rl(https://evil.example/escaped.png); }'],
    ['an escape inside the name', '.a { background: ur\\6c(https://evil.example/x.png); }'],
    ['a comment inside the name', '.a { background: u/**/rl(https://evil.example/x.png); }'],
    [
      'removal gluing url back together',
      '.a { background: u@import "x";rl(https://evil.example/x); }',
    ],
    [
      'an old binding',
      '.a { behavior: url(x.htc); -moz-binding: url(https://evil.example/x.xml#x); }',
    ],
    ['expression()', '.a { width: expression(alert(1)); }'],
    ['a closing style tag', '.a { color: red; }</style><script>alert(1)</script>'],
    ['a style tag in a string', '.a::after { content: "</style><script>alert(1)</script>"; }'],
  ])('removes %s', (_name, css) => {
    const clean = sanitizeCustomCss(css);
    expect(clean).not.toMatch(forbidden);
    // What is left is CSS that parses, and sanitising it again changes nothing.
    expect(() => parse(clean)).not.toThrow();
    expect(sanitizeCustomCss(clean)).toBe(clean);
  });

  it('keeps the allowed rules around a removed one', () => {
    const clean = sanitizeCustomCss(
      '.keep { color: red; }\n.drop { background: url(https://evil.example/x); color: blue; }',
    );
    expect(clean).toContain('.keep { color: red; }');
    expect(clean).toContain('color: blue');
    expect(clean).not.toMatch(forbidden);
  });

  it('drops CSS that does not parse', () => {
    expect(sanitizeCustomCss('.a { color: red')).not.toMatch(forbidden);
    expect(sanitizeCustomCss('}}} {{{')).toBe('');
  });
});
