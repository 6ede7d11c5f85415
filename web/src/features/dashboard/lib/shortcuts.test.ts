import { isTyping, matchesShortcut, shortcuts } from './shortcuts';

const press = (init: KeyboardEventInit) => new KeyboardEvent('keydown', init);

describe('matchesShortcut', () => {
  it('knows shift+R, shift+S and shift+Q', () => {
    expect(
      matchesShortcut(press({ key: 'R', code: 'KeyR', shiftKey: true }), shortcuts.resumes),
    ).toBe(true);
    expect(
      matchesShortcut(press({ key: 'S', code: 'KeyS', shiftKey: true }), shortcuts.settings),
    ).toBe(true);
    expect(
      matchesShortcut(press({ key: 'Q', code: 'KeyQ', shiftKey: true }), shortcuts.logout),
    ).toBe(true);
  });

  it('knows ctrl+N and ctrl+I, and ⌘ for ctrl', () => {
    expect(
      matchesShortcut(press({ key: 'n', code: 'KeyN', ctrlKey: true }), shortcuts.newResume),
    ).toBe(true);
    expect(
      matchesShortcut(press({ key: 'i', code: 'KeyI', metaKey: true }), shortcuts.importResume),
    ).toBe(true);
  });

  it('refuses the letter alone or with other modifiers', () => {
    expect(matchesShortcut(press({ key: 'r', code: 'KeyR' }), shortcuts.resumes)).toBe(false);
    expect(
      matchesShortcut(
        press({ key: 'R', code: 'KeyR', shiftKey: true, ctrlKey: true }),
        shortcuts.resumes,
      ),
    ).toBe(false);
    expect(matchesShortcut(press({ key: 'n', code: 'KeyN' }), shortcuts.newResume)).toBe(false);
    expect(
      matchesShortcut(
        press({ key: 'N', code: 'KeyN', ctrlKey: true, shiftKey: true }),
        shortcuts.newResume,
      ),
    ).toBe(false);
    expect(
      matchesShortcut(
        press({ key: 'n', code: 'KeyN', ctrlKey: true, altKey: true }),
        shortcuts.newResume,
      ),
    ).toBe(false);
  });

  it('reads the physical key on other layouts', () => {
    expect(
      matchesShortcut(press({ key: 'К', code: 'KeyR', shiftKey: true }), shortcuts.resumes),
    ).toBe(true);
  });
});

describe('isTyping', () => {
  it('is true in text fields, text areas, selects and editable content', () => {
    const input = document.createElement('input');
    const textarea = document.createElement('textarea');
    const select = document.createElement('select');
    const editor = document.createElement('div');
    editor.setAttribute('contenteditable', 'true');
    const inside = document.createElement('p');
    editor.append(inside);
    document.body.append(editor);
    expect([input, textarea, select, inside].map(isTyping)).toEqual([true, true, true, true]);
    editor.remove();
  });

  it('is false on buttons, checkboxes and the page', () => {
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    expect(isTyping(checkbox)).toBe(false);
    expect(isTyping(document.createElement('button'))).toBe(false);
    expect(isTyping(document.body)).toBe(false);
    expect(isTyping(null)).toBe(false);
  });
});
