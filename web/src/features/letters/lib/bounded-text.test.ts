import { boundedValue } from './bounded-text';

describe('boundedValue', () => {
  it('keeps text under its bound as it is', () => {
    expect(boundedValue('Dear Ada,', 20)).toEqual({ value: 'Dear Ada,', atBound: false });
  });

  it('says so when the text reaches its bound', () => {
    expect(boundedValue('abcde', 5)).toEqual({ value: 'abcde', atBound: true });
  });

  it('cuts pasted text at its bound', () => {
    expect(boundedValue('a'.repeat(300), 255)).toEqual({ value: 'a'.repeat(255), atBound: true });
  });
});
