import { type ImportContext, type Loose } from '../context';
import { joinDates, writeIsoDate } from '../dates';
import { languageLevel, skillLevel } from '../levels';
import { importMessages } from '../messages';
import { summaryHtml } from '../text-to-html';

/** What an item mapper reads: the JSON Resume entry and where it is. */
export type Entry = { entry: Loose; path: string; ctx: ImportContext };

const text = ({ entry, path, ctx }: Entry, key: string) => ctx.text(entry[key], `${path}.${key}`);
const url = ({ entry, path, ctx }: Entry) => ({ href: ctx.href(entry.url, `${path}.url`) });
const keywords = ({ entry, path, ctx }: Entry, key = 'keywords') =>
  ctx.keywords(entry[key], `${path}.${key}`);

/**
 * A date (docs/import-export.md#dates): an ISO 8601 one is written as month and
 * year in the resume's language; any other text is kept as written (the
 * model's dates are free text), with a warning.
 */
export function isoDate({ entry, path, ctx }: Entry, key: string): string {
  const value = ctx.text(entry[key], `${path}.${key}`).trim();
  if (value === '') {
    return value;
  }
  const written = writeIsoDate(value, ctx.language);
  if (written !== undefined) {
    return written;
  }
  ctx.warn(`${path}.${key}`, importMessages.isoDate, 'dateKept');
  return value;
}

/**
 * docs/product.md#import-mappings: start and end joined "start - end", an open end as the
 * resume's language's "Present".
 */
const period = (e: Entry) =>
  joinDates(isoDate(e, 'startDate'), isoDate(e, 'endDate'), e.ctx.language);

/** An item's rich text: its summary, then its highlights kept as a list (docs/product.md#import-mappings). */
const summary = (e: Entry, ...before: string[]) =>
  summaryHtml([...before, text(e, 'summary')], keywords(e, 'highlights'));

/** One mapper per JSON Resume section, keyed by the model's section key, with the file's key beside it. */
export const jsonResumeSections: { file: string; key: string; map: (e: Entry) => Loose }[] = [
  {
    // docs/product.md#import-mappings: work becomes experience. 0.x files named the company `company`.
    file: 'work',
    key: 'experience',
    map: (e) => ({
      company: text(e, 'name') || text(e, 'company'),
      position: text(e, 'position'),
      location: text(e, 'location'),
      date: period(e),
      // The model has no field for the company's description; it leads the summary.
      summary: summary(e, text(e, 'description')),
      url: url(e),
    }),
  },
  {
    file: 'volunteer',
    key: 'volunteer',
    map: (e) => ({
      organization: text(e, 'organization'),
      position: text(e, 'position'),
      date: period(e),
      summary: summary(e),
      url: url(e),
    }),
  },
  {
    file: 'education',
    key: 'education',
    map: (e) => ({
      institution: text(e, 'institution'),
      studyType: text(e, 'studyType'),
      area: text(e, 'area'),
      score: text(e, 'score'),
      date: period(e),
      summary: summaryHtml([], keywords(e, 'courses')),
      url: url(e),
    }),
  },
  {
    file: 'awards',
    key: 'awards',
    map: (e) => ({
      title: text(e, 'title'),
      awarder: text(e, 'awarder'),
      date: isoDate(e, 'date'),
      summary: summaryHtml([text(e, 'summary')]),
    }),
  },
  {
    file: 'certificates',
    key: 'certifications',
    map: (e) => ({
      name: text(e, 'name'),
      issuer: text(e, 'issuer'),
      date: isoDate(e, 'date'),
      url: url(e),
    }),
  },
  {
    file: 'publications',
    key: 'publications',
    map: (e) => ({
      name: text(e, 'name'),
      publisher: text(e, 'publisher'),
      date: isoDate(e, 'releaseDate'),
      summary: summaryHtml([text(e, 'summary')]),
      url: url(e),
    }),
  },
  {
    // docs/import-export.md#levels: the skill's level text stays its description and sets its level.
    file: 'skills',
    key: 'skills',
    map: (e) => ({
      name: text(e, 'name'),
      description: text(e, 'level'),
      level: skillLevel(e.entry.level),
      keywords: keywords(e),
    }),
  },
  {
    // docs/import-export.md#levels: a language's fluency stays its description and sets its level.
    file: 'languages',
    key: 'languages',
    map: (e) => ({
      name: text(e, 'language'),
      description: text(e, 'fluency'),
      level: languageLevel(e.entry.fluency),
    }),
  },
  {
    file: 'interests',
    key: 'interests',
    map: (e) => ({ name: text(e, 'name'), keywords: keywords(e) }),
  },
  {
    file: 'references',
    key: 'references',
    map: (e) => ({ name: text(e, 'name'), summary: summaryHtml([text(e, 'reference')]) }),
  },
  {
    file: 'projects',
    key: 'projects',
    map: (e) => ({
      name: text(e, 'name'),
      description: text(e, 'description'),
      date: period(e),
      summary: summaryHtml([], keywords(e, 'highlights')),
      keywords: keywords(e),
      url: url(e),
    }),
  },
];
