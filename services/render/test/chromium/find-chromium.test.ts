import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { findChromium } from '../../src/chromium/find-chromium';

describe('finding the browser to print with', () => {
  let dir: string;
  let browser: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'vitae-chromium-'));
    browser = join(dir, 'chromium');
    writeFileSync(browser, '#!/bin/sh\n');
    chmodSync(browser, 0o755);
    writeFileSync(join(dir, 'not-executable'), '');
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('uses the configured path when it is executable', () => {
    expect(findChromium(browser)).toBe(browser);
  });

  it('does not fall back to another browser when the configured path is wrong', () => {
    expect(findChromium(join(dir, 'typo'), [browser])).toBeUndefined();
  });

  it('takes the first usual location that exists, skipping files that cannot run', () => {
    expect(
      findChromium(undefined, [join(dir, 'missing'), join(dir, 'not-executable'), browser]),
    ).toBe(browser);
    expect(findChromium(undefined, [join(dir, 'missing')])).toBeUndefined();
  });
});
