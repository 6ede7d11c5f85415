/**
 * What the document parser's parts share (parse-document.ts): the line as
 * the parser works with it, the style it is set in, and what is read in the
 * text of any part of a resume: contacts (an email, a link, a phone, a
 * place), bullets and comma-separated lists.
 */
import { type DocumentLine } from './document-lines';

/** A line as the reader works with it; `source` is the line a part of it came from. */
export type Line = DocumentLine & { text: string; source?: DocumentLine };

/** Line style as headings and item headers repeat it: size to the half point, and weight. */
export const styleOf = (line: Line) =>
  `${Math.round((line.size ?? 0) * 2) / 2}|${Boolean(line.bold)}`;

export const emailPattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/u;
export const urlPattern =
  /(?:https?:\/\/|www\.)[^\s|,;]+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|dev|me|de|fr|uk|se|nl|es|it|app|co)(?:\/[^\s|,;]*)?/iu;
export const phonePattern = /(?:\+|\()?\d[\d\s().-]{6,}\d/u;
/** "Valencia, Spain", "Berlin, Germany": a place as resumes write it. */
export const placePattern =
  /^[\p{L}\p{M}][\p{L}\p{M} .'’()-]{1,40},\s?[\p{L}\p{M}][\p{L}\p{M} .'’()-]{1,40}$/u;

/** A phone number and nothing else of words: "+44 20 7946 0000", "(030) 1234567". */
export const isPhone = (text: string) => phonePattern.test(text) && !/\p{L}{3}/u.test(text);
/** A link and nothing else: "ada.dev", "https://github.com/ada" (not "ASP.NET"). */
export const isLink = (text: string) =>
  !/\s/.test(text.trim()) && urlPattern.test(text) && /^(?:https?:\/\/|[\p{Ll}\d])/u.test(text);

export const bulletPattern = /^[•●▪■◦‣∙·\-–*]\s*/u;

export function splitList(text: string): string[] {
  return text
    .split(/\s*[,;·•|、，]\s*/u)
    .map((part) => part.trim())
    .filter(Boolean);
}
