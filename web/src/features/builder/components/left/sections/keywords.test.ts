import { addKeywords, removeKeyword, splitTyped } from './keywords';

describe('keywords rules', () => {
  it('adds a trimmed keyword', () => {
    expect(addKeywords(['React'], '  TypeScript ')).toEqual(['React', 'TypeScript']);
  });

  it('adds every comma-separated keyword at once', () => {
    expect(addKeywords([], 'Go, Rust,Zig')).toEqual(['Go', 'Rust', 'Zig']);
  });

  it('drops blanks', () => {
    expect(addKeywords(['Go'], '  ,  , ')).toEqual(['Go']);
    expect(addKeywords([], '')).toEqual([]);
  });

  it('drops duplicates, of the list and within the input', () => {
    expect(addKeywords(['Go'], 'Go, Rust, Rust ,Go')).toEqual(['Go', 'Rust']);
  });

  it('removes the clicked keyword only', () => {
    expect(removeKeyword(['Go', 'Rust', 'Zig'], 'Rust')).toEqual(['Go', 'Zig']);
  });

  it('turns what comes before a typed comma into keywords and keeps the rest in the field', () => {
    expect(splitTyped(['Go'], 'Rust,')).toEqual({ keywords: ['Go', 'Rust'], rest: '' });
    expect(splitTyped([], 'Rust, Zi')).toEqual({ keywords: ['Rust'], rest: 'Zi' });
    expect(splitTyped([], 'Rust')).toEqual({ keywords: [], rest: 'Rust' });
    expect(splitTyped(['Go'], ' , ')).toEqual({ keywords: ['Go'], rest: '' });
  });
});

describe('keywords that differ only in case', () => {
  it('keeps the first spelling and drops the later one, from the list and within the input', () => {
    expect(addKeywords(['Trail running'], 'trail running')).toEqual(['Trail running']);
    expect(addKeywords([], 'Trail running, TRAIL RUNNING, Go')).toEqual(['Trail running', 'Go']);
    expect(splitTyped(['Trail running'], 'trail running,')).toEqual({
      keywords: ['Trail running'],
      rest: '',
    });
  });

  it('compares as the resume language does, and accents still tell keywords apart', () => {
    expect(addKeywords(['İstanbul'], 'istanbul', 'tr-TR')).toEqual(['İstanbul']);
    expect(addKeywords(['Resume'], 'résumé', 'fr-FR')).toEqual(['Resume', 'résumé']);
  });
});
