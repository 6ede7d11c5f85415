import { type ResumeData } from '../resume-data';
import { type CustomSection, type ItemSectionKey } from '../sections';
import { toIsoDate, toPeriod } from './dates';
import { htmlToText, splitHighlights } from './html-to-text';
import { type ExportFile } from './resume-json';

/** A JSON Resume 1.0 document (jsonresume.org/schema), as far as this export fills it. */
export type JsonResume = {
  $schema: string;
  basics: Record<string, unknown>;
  work: Record<string, unknown>[];
  volunteer: Record<string, unknown>[];
  education: Record<string, unknown>[];
  awards: Record<string, unknown>[];
  certificates: Record<string, unknown>[];
  publications: Record<string, unknown>[];
  skills: Record<string, unknown>[];
  languages: Record<string, unknown>[];
  interests: Record<string, unknown>[];
  references: Record<string, unknown>[];
  projects: Record<string, unknown>[];
  meta: { version: string };
};

/** Something of the resume the JSON Resume document does not carry, and why. */
export type ExportIssue = { path: string; message: string };

/** The JSON Resume schema the export declares. */
export const jsonResumeSchemaUrl =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

const noPlace = 'JSON Resume has no place for this field; it was left out.';
const badDate = (date: string) =>
  `JSON Resume needs ISO 8601 dates; "${date}" could not be read as one and was left out.`;

/** The entries worth writing: JSON Resume's formats refuse empty links, emails and dates. */
function compact(entry: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(entry).filter(
      ([, value]) =>
        value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0),
    ),
  );
}

/**
 * The resume as a JSON Resume 1.0 document, for any JSON Resume theme or tool.
 * What the resume shows is exported (hidden sections and items are not);
 * what JSON Resume cannot hold is listed in `warnings`. Importing the document
 * back gives every field JSON Resume carries unchanged.
 */
export function toJsonResume(data: ResumeData): { resume: JsonResume; warnings: ExportIssue[] } {
  const warnings: ExportIssue[] = [];
  const { basics, sections } = data;
  const lost = (path: string, value: string) => {
    if (value.trim() !== '') {
      warnings.push({ path, message: noPlace });
    }
  };
  const period = (path: string, date: string) => {
    const dates = toPeriod(date);
    if (dates === undefined) {
      warnings.push({ path, message: badDate(date) });
    }
    return dates ?? {};
  };
  const single = (path: string, date: string) => {
    const iso = date.trim() === '' ? '' : toIsoDate(date);
    if (iso === undefined) {
      warnings.push({ path, message: badDate(date) });
    }
    return iso;
  };
  /** The shown items of a section, each with its path for warnings. */
  function shown<K extends ItemSectionKey>(key: K) {
    const section = sections[key];
    if (!section.visible) {
      if (section.items.length > 0) {
        warnings.push({
          path: `sections.${key}`,
          message: 'The section is hidden; it was left out.',
        });
      }
      return [];
    }
    return (section.items as (typeof section.items)[number][]).flatMap((item, index) => {
      const path = `sections.${key}.items.${index}`;
      if (!item.visible) {
        warnings.push({ path, message: 'The item is hidden; it was left out.' });
        return [];
      }
      return [{ item, path } as { item: (typeof sections)[K]['items'][number]; path: string }];
    });
  }

  lost('basics.customFields', basics.customFields.map((field) => field.value).join(''));
  const resume: JsonResume = {
    $schema: jsonResumeSchemaUrl,
    basics: compact({
      name: basics.name,
      label: basics.headline,
      image: basics.picture.effects.hidden ? '' : basics.picture.url,
      email: basics.email,
      phone: basics.phone,
      url: basics.url.href,
      summary: sections.summary.visible ? htmlToText(sections.summary.content) : '',
      location: basics.location === '' ? undefined : { city: basics.location },
      profiles: shown('profiles').map(({ item }) =>
        compact({ network: item.network, username: item.username, url: item.url.href }),
      ),
    }),
    work: shown('experience').map(({ item, path }) => {
      const { text, highlights } = splitHighlights(item.summary);
      return compact({
        name: item.company,
        position: item.position,
        location: item.location,
        url: item.url.href,
        ...period(`${path}.date`, item.date),
        summary: text,
        highlights,
      });
    }),
    volunteer: shown('volunteer').map(({ item, path }) => {
      const { text, highlights } = splitHighlights(item.summary);
      lost(`${path}.location`, item.location);
      return compact({
        organization: item.organization,
        position: item.position,
        url: item.url.href,
        ...period(`${path}.date`, item.date),
        summary: text,
        highlights,
      });
    }),
    education: shown('education').map(({ item, path }) => {
      // JSON Resume's education has courses but no summary: a closing list carries over.
      const { text, highlights } = splitHighlights(item.summary);
      lost(`${path}.summary`, text);
      return compact({
        institution: item.institution,
        url: item.url.href,
        area: item.area,
        studyType: item.studyType,
        ...period(`${path}.date`, item.date),
        score: item.score,
        courses: highlights,
      });
    }),
    awards: shown('awards').map(({ item, path }) => {
      lost(`${path}.url`, item.url.href);
      return compact({
        title: item.title,
        date: single(`${path}.date`, item.date),
        awarder: item.awarder,
        summary: htmlToText(item.summary),
      });
    }),
    certificates: shown('certifications').map(({ item, path }) => {
      lost(`${path}.summary`, htmlToText(item.summary));
      return compact({
        name: item.name,
        date: single(`${path}.date`, item.date),
        url: item.url.href,
        issuer: item.issuer,
      });
    }),
    publications: shown('publications').map(({ item, path }) =>
      compact({
        name: item.name,
        publisher: item.publisher,
        releaseDate: single(`${path}.date`, item.date),
        url: item.url.href,
        summary: htmlToText(item.summary),
      }),
    ),
    skills: shown('skills').map(({ item }) =>
      compact({ name: item.name, level: item.description, keywords: item.keywords }),
    ),
    languages: shown('languages').map(({ item }) =>
      compact({ language: item.name, fluency: item.description }),
    ),
    interests: shown('interests').map(({ item }) =>
      compact({ name: item.name, keywords: item.keywords }),
    ),
    references: shown('references').map(({ item, path }) => {
      lost(`${path}.description`, item.description);
      lost(`${path}.url`, item.url.href);
      return compact({ name: item.name, reference: htmlToText(item.summary) });
    }),
    projects: shown('projects').map(({ item, path }) => {
      const { text, highlights } = splitHighlights(item.summary);
      lost(`${path}.summary`, text);
      return compact({
        name: item.name,
        description: item.description,
        highlights,
        keywords: item.keywords,
        ...period(`${path}.date`, item.date),
        url: item.url.href,
      });
    }),
    meta: { version: 'v1.0.0' },
  };
  for (const section of Object.values<CustomSection>(sections.custom)) {
    if (section.items.length > 0) {
      warnings.push({
        path: `sections.custom.${section.id}`,
        message: 'JSON Resume has no custom sections; this section was left out.',
      });
    }
  }
  return { resume, warnings };
}

/** The JSON Resume export as a file: pretty printed like our own, named after the resume id. */
export function exportJsonResume(resume: {
  id: string;
  data: ResumeData;
}): ExportFile & { warnings: ExportIssue[] } {
  const { resume: document, warnings } = toJsonResume(resume.data);
  return {
    fileName: `${resume.id}.resume.json`,
    text: JSON.stringify(document, null, 2),
    warnings,
  };
}
