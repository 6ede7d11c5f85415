import { type ImportContext, type Loose } from '../context';
import { formatIsoDate, joinDates } from '../dates';
import { languageLevel, skillLevel } from '../levels';
import { summaryHtml, textToHtml } from '../text-to-html';

/** What a v3 item mapper needs besides the item: where it is and how v3 wrote dates. */
export type V3Item = { item: Loose; path: string; ctx: ImportContext; dateFormat: string };

/** A v3 date: a single ISO date, or a `{ start, end }` period joined "start - end" (docs/product.md#import-mappings). */
export function v3Date({ item, path, ctx, dateFormat }: V3Item): string {
  const date = item.date;
  if (typeof date === 'string') {
    return formatIsoDate(date, dateFormat);
  }
  const period = ctx.object(date, `${path}.date`);
  const start = formatIsoDate(ctx.text(period.start, `${path}.date.start`), dateFormat);
  const end = formatIsoDate(ctx.text(period.end, `${path}.date.end`), dateFormat);
  return joinDates(start, end);
}

/**
 * docs/product.md#import-mappings: v3 levels run 0 to 10; the model's run 0 to 5, so they are
 * halved and rounded down. Without a number, the level's words are read as JSON Resume's are
 * (docs/import-export.md#levels).
 */
export function v3Level(value: unknown): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return undefined;
  }
  return Math.min(5, Math.max(0, Math.floor(value / 2)));
}

const text = ({ item, path, ctx }: V3Item, key: string) => ctx.text(item[key], `${path}.${key}`);
const html = (v3: V3Item, key = 'summary') => textToHtml(text(v3, key));
const url = ({ item, path, ctx }: V3Item) => ({ href: ctx.href(item.url, `${path}.url`) });
const keywords = ({ item, path, ctx }: V3Item) => ctx.keywords(item.keywords, `${path}.keywords`);

/** One mapper per built-in v3 section, keyed by the model's section key. */
export const v3ItemMappers: Record<string, (v3: V3Item) => Loose> = {
  experience: (v3) => ({
    company: text(v3, 'name'),
    position: text(v3, 'position'),
    date: v3Date(v3),
    summary: html(v3),
    url: url(v3),
  }),
  awards: (v3) => ({
    title: text(v3, 'title'),
    awarder: text(v3, 'awarder'),
    date: v3Date(v3),
    summary: html(v3),
    url: url(v3),
  }),
  certifications: (v3) => ({
    name: text(v3, 'name'),
    issuer: text(v3, 'issuer'),
    date: v3Date(v3),
    summary: html(v3),
    url: url(v3),
  }),
  education: (v3) => ({
    institution: text(v3, 'institution'),
    studyType: text(v3, 'degree'),
    area: text(v3, 'area'),
    score: text(v3, 'score'),
    date: v3Date(v3),
    // v3 listed courses apart; the model keeps them as a list in the summary.
    summary: summaryHtml(
      [text(v3, 'summary')],
      v3.ctx.keywords(v3.item.courses, `${v3.path}.courses`),
    ),
    url: url(v3),
  }),
  interests: (v3) => ({ name: text(v3, 'name'), keywords: keywords(v3) }),
  languages: (v3) => ({
    name: text(v3, 'name'),
    description: text(v3, 'level'),
    level: v3Level(v3.item.levelNum) ?? languageLevel(v3.item.level),
  }),
  projects: (v3) => ({
    name: text(v3, 'name'),
    description: text(v3, 'description'),
    date: v3Date(v3),
    summary: html(v3),
    keywords: keywords(v3),
    url: url(v3),
  }),
  publications: (v3) => ({
    name: text(v3, 'name'),
    publisher: text(v3, 'publisher'),
    date: v3Date(v3),
    summary: html(v3),
    url: url(v3),
  }),
  references: (v3) => ({
    name: text(v3, 'name'),
    description: text(v3, 'relationship'),
    // The model has no contact fields for a reference; they stay readable in its summary.
    summary: summaryHtml([
      text(v3, 'summary'),
      [text(v3, 'email'), text(v3, 'phone')].filter((part) => part !== '').join(' · '),
    ]),
  }),
  skills: (v3) => ({
    name: text(v3, 'name'),
    description: text(v3, 'level'),
    level: v3Level(v3.item.levelNum) ?? skillLevel(v3.item.level),
    keywords: keywords(v3),
  }),
  volunteer: (v3) => ({
    organization: text(v3, 'organization'),
    position: text(v3, 'position'),
    date: v3Date(v3),
    summary: html(v3),
    url: url(v3),
  }),
};

/**
 * An item of a user-made v3 section. Type custom has title and subtitle; a
 * copied built-in section (type basic or work) keeps its original fields, so
 * the first of them that is present names the item.
 */
export function v3CustomItem(v3: V3Item): Loose {
  const first = (...keys: string[]) =>
    keys.map((key) => text(v3, key)).find((value) => value !== '') ?? '';
  return {
    name: first('title', 'name', 'institution', 'organization'),
    description: first(
      'subtitle',
      'position',
      'degree',
      'issuer',
      'awarder',
      'publisher',
      'relationship',
      'level',
      'description',
    ),
    date: v3Date(v3),
    summary: html(v3),
    keywords: keywords(v3),
    url: url(v3),
  };
}
