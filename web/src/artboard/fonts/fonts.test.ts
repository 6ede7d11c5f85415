import '../../../test/artboard/jsdom-text-encoding';

import { defaultResumeData, sampleResumeData } from '@vitae/schema';

import { familyLoaders } from './catalogue-loaders';
import { requestFromService } from './font-service';
import { boldWeight, fontsSettled, fontStack, loadFamily, loadScripts } from './fonts';
import { extendedLoaders, scriptLoaders, scriptsOf } from './script-loaders';

// Stylesheets are stand-ins in jsdom (jest maps *.css to an empty module), so a
// family's loader resolves at once; spying on it shows whether it was asked.
const service =
  '<meta name="vitae:font-service" content="https://fonts.internal.example/css?family={family}">';

describe('fonts', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    jest.restoreAllMocks();
  });

  it('asks no one for any font when the deployment has no font service', async () => {
    await loadFamily('Comic Neue', ['regular']);
    expect(document.head.querySelector('link')).toBeNull();
  });

  it('asks the font service for a family outside the catalogue, once', () => {
    document.head.innerHTML =
      '<meta name="vitae:font-service" content="https://fonts.internal.example/css?family={family}&v={variants}">';
    requestFromService('Comic Neue', ['regular', '700']);
    requestFromService('Comic Neue', ['regular', '700']);
    const links = document.head.querySelectorAll('link');
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('href')).toBe(
      'https://fonts.internal.example/css?family=Comic%20Neue&v=regular%2C700',
    );
  });

  it('loads a family outside the catalogue from the font service', async () => {
    document.head.innerHTML = service;
    await loadFamily('Atkinson Hyperlegible', ['regular']);
    expect(document.head.querySelector('link')?.getAttribute('href')).toBe(
      'https://fonts.internal.example/css?family=Atkinson%20Hyperlegible',
    );
  });

  it('loads a catalogue family from its own stylesheets, once, never from the service', async () => {
    document.head.innerHTML = service;
    const inter = jest.spyOn(familyLoaders, 'Inter');
    await Promise.all([loadFamily('Inter', ['regular']), loadFamily('Inter', ['700'])]);
    await loadFamily('Inter', ['regular']);
    expect(inter).toHaveBeenCalledTimes(1);
    expect(document.head.querySelector('link')).toBeNull();
  });

  it('loads nothing for a bundled family drawn in its bundled faces', async () => {
    document.head.innerHTML = service;
    const lato = jest.spyOn(familyLoaders, 'Lato');
    await loadFamily('Lato', ['regular', 'italic', '700', '700italic']);
    expect(lato).not.toHaveBeenCalled();
    expect(document.head.querySelector('link')).toBeNull();
  });

  it('loads the catalogue faces of a bundled family when a variant is not bundled', async () => {
    const openSans = jest.spyOn(familyLoaders, 'Open Sans');
    await loadFamily('Open Sans', ['regular', '800']);
    expect(openSans).toHaveBeenCalledTimes(1);
  });

  it('waits for a catalogue family’s stylesheets before loading its faces', async () => {
    const order: string[] = [];
    jest.spyOn(familyLoaders, 'Fira Code').mockImplementation(async () => {
      order.push('stylesheets');
    });
    const load = jest.fn((font: string) => {
      order.push(font);
      return Promise.resolve([]);
    });
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { load, ready: Promise.resolve(), status: 'loaded' },
    });
    const resume = sampleResumeData();
    resume.metadata.typography.font.family = 'Fira Code';
    await fontsSettled(resume, 1000);
    expect(order[0]).toBe('stylesheets');
    expect(order).toContain('700 16px "Fira Code", "IBM Plex Serif"');
  });

  it('draws a fresh resume (IBM Plex Serif: regular, italic, 600) from the bundled faces', async () => {
    const plexSerif = jest.spyOn(familyLoaders, 'IBM Plex Serif');
    const load = jest.fn(() => Promise.resolve([]));
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { load, ready: Promise.resolve(), status: 'loaded' },
    });
    const fresh = defaultResumeData();
    expect(fresh.metadata.typography.font).toMatchObject({
      family: 'IBM Plex Serif',
      variants: ['regular', 'italic', '600'],
    });
    await loadFamily(
      fresh.metadata.typography.font.family,
      fresh.metadata.typography.font.variants,
    );
    await fontsSettled(fresh, 1000);
    // No catalogue (its code and stylesheets) for the default: the public page stays small.
    expect(plexSerif).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledWith(expect.stringMatching(/^400 16px "IBM Plex Serif"/));
  });

  it('falls back to a bundled family of the same kind, then to the Noto family of each script', () => {
    expect(fontStack('Lato')).toMatch(
      /^"Lato", "IBM Plex Sans", "Noto Sans", "Noto Sans SC", .*, sans-serif$/,
    );
    expect(fontStack('Lora')).toMatch(
      /^"Lora", "IBM Plex Serif", .*"Noto Sans Arabic", .*, serif$/,
    );
    expect(fontStack('Fira Code')).toMatch(
      /^"Fira Code", "IBM Plex Serif", "Noto Sans", .*"Noto Sans Ethiopic", "Noto Color Emoji", serif$/,
    );
  });

  it('draws Han text in the glyph forms of the resume’s language', () => {
    const hanOrder = (language: string) =>
      fontStack('Lato', language).match(/Noto Sans (JP|SC|TC|KR)/g);
    expect(hanOrder('ja-JP')?.[0]).toBe('Noto Sans JP');
    expect(hanOrder('zh-CN')?.[0]).toBe('Noto Sans SC');
    expect(hanOrder('zh-TW')?.[0]).toBe('Noto Sans TC');
    expect(hanOrder('ko-KR')?.[0]).toBe('Noto Sans KR');
    expect(hanOrder('en-US')).toEqual([
      'Noto Sans SC',
      'Noto Sans JP',
      'Noto Sans TC',
      'Noto Sans KR',
    ]);
  });

  it('finds the scripts of a resume’s text and of its language', () => {
    expect([...scriptsOf('Ingrid Castellanos', 'en-US')]).toEqual([]);
    expect([...scriptsOf('山田 花子', 'ja-JP')]).toEqual(['jp']);
    expect([...scriptsOf('王小明', 'en-US')]).toEqual(['sc']);
    expect([...scriptsOf('陳大文', 'zh-TW')]).toEqual(['tc']);
    expect([...scriptsOf('김민준', 'ja-JP')].sort()).toEqual(['jp', 'kr']);
    expect([...scriptsOf('Jane Doe', 'ar-SA')]).toEqual(['arabic']);
    expect([...scriptsOf('Jane Doe, רונית כהן', 'en-US')]).toEqual(['hebrew']);
    expect([...scriptsOf('प्रिया शर्मा', 'en-US')]).toEqual(['devanagari']);
    expect([...scriptsOf('สมชาย ใจดี', 'en-US')]).toEqual(['thai']);
    expect([...scriptsOf('Иван Петров', 'en-US')]).toEqual(['noto']);
    expect([...scriptsOf('Nguyễn Văn An', 'en-US')]).toEqual(['noto']);
    expect([...scriptsOf('Zofia Wójcik', 'de-DE')]).toEqual([]);
    expect([...scriptsOf('Zofia Wójcik', 'pl-PL')]).toEqual(['noto']);
    expect([...scriptsOf('አበበ በቀለ ርዕስ', 'en-US')]).toEqual(['ethiopic']);
  });

  it('finds emoji, and not the symbols that are text unless asked to be emoji', () => {
    for (const emoji of ['Ada 🚀', '🇫🇷 Paris', 'I ❤️ Rust', 'Top 1️⃣0️⃣', '👩‍💻', '⌛ soon']) {
      expect([...scriptsOf(emoji, 'en-US')]).toEqual(['emoji']);
    }
    expect([...scriptsOf('山田 花子 🍣', 'ja-JP')].sort()).toEqual(['emoji', 'jp']);
    for (const text of ['Acme™ © 2025', 'Paris → Berlin', '✓ done', '★★★☆☆', '‼']) {
      expect([...scriptsOf(text, 'en-US')]).toEqual([]);
    }
  });

  it('loads the chosen family’s own faces beyond latin for a Polish or Russian resume', async () => {
    const lora = jest.spyOn(extendedLoaders, 'Lora');
    const plexSerif = jest.spyOn(extendedLoaders, 'IBM Plex Serif');
    const plexSans = jest.spyOn(extendedLoaders, 'IBM Plex Sans');
    const english = sampleResumeData();
    english.metadata.typography.font.family = 'Lora';
    await loadScripts(english);
    expect(lora).not.toHaveBeenCalled();

    const polish = sampleResumeData();
    polish.metadata.typography.font.family = 'Lora';
    polish.basics.name = 'Zofia Wójcik-Łukasiewicz';
    await loadScripts(polish);
    const russian = structuredClone(polish);
    russian.basics.name = 'Иван Петров';
    await loadScripts(russian);
    expect(lora).toHaveBeenCalledTimes(1);
    expect(plexSerif).toHaveBeenCalledTimes(1);
    expect(plexSans).not.toHaveBeenCalled();
  });

  it('loads the emoji font’s stylesheet only for a resume with an emoji', async () => {
    const emoji = jest.spyOn(scriptLoaders, 'emoji');
    const plain = sampleResumeData();
    plain.basics.name = 'Ada Lovelace → Acme™';
    await loadScripts(plain);
    expect(emoji).not.toHaveBeenCalled();

    const rocket = sampleResumeData();
    rocket.basics.name = 'Ada 🚀';
    await loadScripts(rocket);
    expect(emoji).toHaveBeenCalledTimes(1);
  });

  it('loads no script’s stylesheets for a latin resume, and each needed one once', async () => {
    const spies = Object.fromEntries(
      (['arabic', 'jp', 'sc'] as const).map((script) => [
        script,
        jest.spyOn(scriptLoaders, script),
      ]),
    );
    const latin = sampleResumeData();
    await loadScripts(latin);
    expect(spies.arabic).not.toHaveBeenCalled();
    expect(spies.jp).not.toHaveBeenCalled();

    const arabic = sampleResumeData();
    arabic.basics.name = 'ليلى حداد';
    await Promise.all([loadScripts(arabic), loadScripts(arabic)]);
    await loadScripts(arabic);
    expect(spies.arabic).toHaveBeenCalledTimes(1);
    expect(spies.jp).not.toHaveBeenCalled();

    const japanese = sampleResumeData();
    japanese.metadata.language = 'ja-JP';
    await loadScripts(japanese);
    expect(spies.jp).toHaveBeenCalledTimes(1);
    expect(spies.sc).not.toHaveBeenCalled();
  });

  it('draws bold in the heaviest chosen variant', () => {
    expect(boldWeight(['regular', 'italic'])).toBe(700);
    expect(boldWeight(['regular', '600', '800italic'])).toBe(800);
  });
});
