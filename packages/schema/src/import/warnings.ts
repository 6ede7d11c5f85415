import { own } from './context';

/**
 * What happened to a value on import, one word each; the web app words them in
 * the reader's language (docs/import-export.md#warnings).
 */
export const importWarningKinds = [
  /** A date that is not ISO 8601, kept as the file wrote it. */
  'dateKept',
  /** A link without a scheme, read with `https://` (its new address is `value`). */
  'linkFixed',
  /** A link that is not a web address, left empty. */
  'linkCleared',
  /** An email that is not an email address, left empty. */
  'emailCleared',
  /** A value of the wrong kind (an object for text, text for a list), left empty. */
  'cleared',
  /** A value the model cannot hold, set to its default. */
  'reset',
  /** An item without a usable required field, skipped. */
  'skipped',
  /** An item whose id another item has, given a new id. */
  'duplicateId',
  /** A cell starting like a spreadsheet formula, its leading characters removed. */
  'formula',
  /** A LinkedIn Yes/No column holding something else, ignored. */
  'yesNo',
  /** A template that does not exist here; the default is used. */
  'unknownTemplate',
  /** A file in a zip packed in a way that cannot be read, skipped. */
  'unreadable',
  /** A document's lines under a heading of no known section, kept as a custom section of that name. */
  'keptAsSection',
] as const;
/** One of the warning kinds. */
export type ImportWarningKind = (typeof importWarningKinds)[number];

/**
 * Where a warning is, as a person finds it in the resume: the model's section
 * (`experience`, `basics`, a custom section's id; empty for the whole file or
 * its settings), the item's position in the file's list (from 0) and the field
 * (`startDate`, `url`, …; empty for the whole item). A field the file names in
 * its own words (a LinkedIn column) keeps them.
 */
export type ImportPlace = { section: string; index?: number; field: string };

/** JSON Resume's lists and the model's sections they become. */
const jsonResumeSections: Record<string, string> = {
  work: 'experience',
  volunteer: 'volunteer',
  education: 'education',
  awards: 'awards',
  certificates: 'certifications',
  publications: 'publications',
  skills: 'skills',
  languages: 'languages',
  interests: 'interests',
  references: 'references',
  projects: 'projects',
};

/** LinkedIn's CSVs and the model's sections they become. */
const linkedInSections: Record<string, string> = {
  Profile: 'basics',
  'Email Addresses': 'basics',
  Certifications: 'certifications',
  Education: 'education',
  Languages: 'languages',
  Positions: 'experience',
  Projects: 'projects',
  Skills: 'skills',
};

/** Fields the formats name differently from the model. */
const fieldAliases: Record<string, string> = {
  label: 'headline',
  image: 'picture',
  photo: 'picture',
  website: 'url',
  releaseDate: 'date',
  'Email Address': 'email',
  Url: 'url',
  Websites: 'url',
};

const field = (key: string | undefined) =>
  key === undefined ? '' : (own(fieldAliases, key) ?? key);
const index = (key: string | undefined) =>
  key !== undefined && /^\d+$/.test(key) ? Number(key) : undefined;

/**
 * The place of a dotted path, in any of the shapes the importers give:
 * JSON Resume's (`work.0.startDate`, `basics.profiles.1.url`), the model's and
 * v3's (`sections.work.items.2.url.href`, `sections.custom.talks.items.0.name`,
 * `metadata.template`) and LinkedIn's (`Positions.csv.3.Url`).
 */
export function placeOf(path: string): ImportPlace {
  const place = rawPlace(path);
  return place.index === undefined ? { section: place.section, field: place.field } : place;
}

function rawPlace(path: string): ImportPlace {
  const csv = /^([^.]+)\.csv(?:\.(\d+))?(?:\.(.+))?$/.exec(path);
  if (csv) {
    const [, file, row, rest] = csv;
    const section = own(linkedInSections, file) ?? '';
    const column = rest?.split('.')[0];
    return section === 'basics'
      ? { section, field: field(column) }
      : { section, index: index(row), field: field(column) };
  }
  const parts = path === '' ? [] : path.split('.');
  const [first, second, third, fourth] = parts;
  if (first === 'basics') {
    return second === 'profiles'
      ? { section: 'profiles', index: index(third), field: field(fourth) }
      : { section: 'basics', field: field(second) };
  }
  if (first === 'sections') {
    if (second === undefined) {
      return { section: '', field: '' };
    }
    if (second === 'custom' && third !== undefined) {
      return { section: third, index: index(parts[4]), field: field(parts[5]) };
    }
    // v3 calls experience `work`.
    const section = second === 'work' ? 'experience' : second;
    return { section, index: index(fourth), field: field(parts[4]) };
  }
  if (first === 'metadata' || first === 'meta') {
    return { section: '', field: field(second) };
  }
  const section = first === undefined ? undefined : own(jsonResumeSections, first);
  if (section !== undefined) {
    return { section, index: index(second), field: field(third) };
  }
  return { section: '', field: field(first) };
}
