import { type ImportContext, type Loose } from '../context';
import { joinDates } from '../dates';
import { finalise } from '../finalise';
import { languageLevel } from '../levels';
import { importMessages } from '../messages';
import { summaryHtml, textToHtml } from '../text-to-html';
import { type ImportResult } from '../types';
import { readCsvTable } from './csv';
import { readZip } from './zip';

/** The CSVs of a LinkedIn data export that hold resume content (docs/product.md#import-mappings). */
export const linkedInFiles = [
  'Profile.csv',
  'Email Addresses.csv',
  'Certifications.csv',
  'Education.csv',
  'Languages.csv',
  'Positions.csv',
  'Projects.csv',
  'Skills.csv',
] as const;
type LinkedInFile = (typeof linkedInFiles)[number];

/** A data row of one CSV, read cell by cell. */
type Row = { cell: (column: string) => string; path: string };

// A spreadsheet would run a cell starting with one of these as a formula (CSV injection).
const formulaStart = /^[=+\-@]/;

/** The rows of one CSV; a cell that starts like a formula loses its leading trigger, with a warning. */
function rows(files: Map<string, string>, file: LinkedInFile, ctx: ImportContext): Row[] {
  const text = files.get(file);
  if (text === undefined) {
    return [];
  }
  return readCsvTable(text).rows.map((row, index) => ({
    path: `${file}.${index}`,
    cell: (column) => {
      const value = (row[column] ?? '').trim();
      if (!formulaStart.test(value)) {
        return value;
      }
      ctx.warn(`${file}.${index}.${column}`, importMessages.formula(value.slice(0, 40)), 'formula');
      return value.replace(/^[\s=+\-@]+/, '');
    },
  }));
}

/** A bracketed, comma-separated list of LinkedIn's Profile.csv: `[a,b]`, `a, b` or `[TYPE:https://…]`. */
function listCell(value: string): string[] {
  return value
    .replace(/^\[|\]$/g, '')
    .split(',')
    .map((entry) => entry.trim().replace(/^\[|\]$/g, ''))
    .filter((entry) => entry !== '');
}

/** docs/product.md#import-rules: LinkedIn's Confirmed and Primary columns hold Yes or No. */
function checkYesNo(row: Row, column: string, ctx: ImportContext) {
  const value = row.cell(column);
  if (value !== '' && value !== 'Yes' && value !== 'No') {
    ctx.warn(`${row.path}.${column}`, `${column} must be Yes or No.`, 'yesNo');
  }
}

function profile(files: Map<string, string>, ctx: ImportContext) {
  // docs/product.md#import-mappings: the first profile and the first (valid) email are used.
  const [first] = rows(files, 'Profile.csv', ctx);
  let email = '';
  for (const row of rows(files, 'Email Addresses.csv', ctx)) {
    checkYesNo(row, 'Confirmed', ctx);
    checkYesNo(row, 'Primary', ctx);
    if (email === '') {
      email = ctx.email(row.cell('Email Address'), `${row.path}.Email Address`);
    }
  }
  if (first === undefined) {
    return { basics: { email }, summary: '', twitter: [] as Loose[] };
  }
  const websites = listCell(first.cell('Websites')).map((site) =>
    site.replace(/^[A-Z_]+:(?!\/\/)/, ''),
  );
  // docs/product.md#import-mappings: Twitter handles become a Twitter profile.
  const twitter = listCell(first.cell('Twitter Handles')).map((handle) => {
    const username = handle.replace(/^@/, '');
    return ctx.from(
      {
        network: 'Twitter',
        username,
        icon: 'twitter',
        url: { href: `https://twitter.com/${encodeURIComponent(username)}` },
      },
      `${first.path}.Twitter Handles`,
    );
  });
  return {
    basics: {
      name: `${first.cell('First Name')} ${first.cell('Last Name')}`.trim(),
      headline: first.cell('Headline'),
      email,
      location: first.cell('Geo Location') || first.cell('Address'),
      url: { href: websites.length > 0 ? ctx.href(websites[0], `${first.path}.Websites`) : '' },
    },
    summary: textToHtml(first.cell('Summary')),
    twitter,
  };
}

function sections(
  files: Map<string, string>,
  ctx: ImportContext,
  twitter: Loose[],
  summary: string,
): Loose {
  const items = (file: LinkedInFile, map: (row: Row) => Loose) =>
    rows(files, file, ctx).map((row) => ctx.from(map(row), row.path));
  const skillNames = new Set<string>();
  return {
    summary: { content: summary },
    profiles: { items: twitter },
    certifications: {
      items: items('Certifications.csv', (row) => ({
        name: row.cell('Name'),
        issuer: row.cell('Authority'),
        date: [row.cell('Started On'), row.cell('Finished On')]
          .filter((part) => part !== '')
          .join(' - '),
        summary:
          row.cell('License Number') === ''
            ? ''
            : summaryHtml([`License number: ${row.cell('License Number')}`]),
        url: { href: ctx.href(row.cell('Url'), `${row.path}.Url`) },
      })),
    },
    education: {
      items: items('Education.csv', (row) => ({
        institution: row.cell('School Name'),
        studyType: row.cell('Degree Name'),
        date: joinDates(row.cell('Start Date'), row.cell('End Date')),
        summary: summaryHtml([row.cell('Notes'), row.cell('Activities')]),
      })),
    },
    languages: {
      items: items('Languages.csv', (row) => ({
        name: row.cell('Name'),
        description: row.cell('Proficiency'),
        // docs/import-export.md#levels: LinkedIn's proficiencies are in the languages' table.
        level: languageLevel(row.cell('Proficiency')),
      })),
    },
    experience: {
      items: items('Positions.csv', (row) => ({
        company: row.cell('Company Name'),
        position: row.cell('Title'),
        location: row.cell('Location'),
        // docs/product.md#import-mappings: an open end date reads "Present".
        date: joinDates(row.cell('Started On'), row.cell('Finished On')),
        summary: textToHtml(row.cell('Description')),
      })),
    },
    projects: {
      items: items('Projects.csv', (row) => ({
        name: row.cell('Title'),
        date: joinDates(row.cell('Started On'), row.cell('Finished On')),
        summary: textToHtml(row.cell('Description')),
        url: { href: ctx.href(row.cell('Url'), `${row.path}.Url`) },
      })),
    },
    skills: {
      // LinkedIn lists a skill once per place it was added; the resume needs it once.
      items: items('Skills.csv', (row) => ({ name: row.cell('Name') })).filter((skill) => {
        const name = String(skill.name).toLowerCase();
        const fresh = name !== '' && !skillNames.has(name);
        skillNames.add(name);
        return fresh;
      }),
    },
  };
}

/** A LinkedIn data export zip ("Get a copy of your data"): the profile and its CSVs become a resume. */
export function parseLinkedIn(bytes: Uint8Array, ctx: ImportContext): ImportResult {
  const zip = readZip(bytes, linkedInFiles);
  if (!zip.ok) {
    return zip;
  }
  const { files, warnings } = zip.value;
  if (files.size === 0) {
    return { ok: false, errors: [{ path: '', message: importMessages.noLinkedInFiles }] };
  }
  for (const warning of warnings) {
    ctx.warn(warning.path, warning.message, 'unreadable');
  }
  const { basics, summary, twitter } = profile(files, ctx);
  return finalise({ basics, sections: sections(files, ctx, twitter, summary) }, ctx);
}
