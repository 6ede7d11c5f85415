/**
 * A field's text held to its bound (docs/letters.md#bounds): what is typed or
 * pasted past `max` characters is cut there, and the field says the limit is
 * reached, as the resume's fields do.
 */
export function boundedValue(text: string, max: number): { value: string; atBound: boolean } {
  const value = text.length > max ? text.slice(0, max) : text;
  return { value, atBound: value.length >= max };
}
