import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { defaultSectionNames, type ExportHeadings } from '@vitae/schema';

/** The default headings of a resume's language. */
export type HeadingSource = (language: string) => Promise<ExportHeadings>;

const english: ExportHeadings = { ...defaultSectionNames };

/**
 * The default section headings in each resume language, read from the
 * artboard's own words in the web build render prints
 * (`assets/i18n/<version>/artboard/<locale>.json`, docs/templates.md), so an
 * export is titled as the printed resume is. A language the build lacks, or
 * a key its file lacks, is English. Each language is read once.
 */
export function createHeadingSource(artboardDir: string): HeadingSource {
  const root = join(artboardDir, 'assets', 'i18n');
  const versions = existsSync(root) ? readdirSync(root) : [];
  const cache = new Map<string, Promise<ExportHeadings>>();
  const read = async (language: string): Promise<ExportHeadings> => {
    for (const version of versions) {
      const file = join(root, version, 'artboard', `${language}.json`);
      if (!/^[a-z]{2}-[A-Z]{2}$/.test(language) || !existsSync(file)) {
        continue;
      }
      const words = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      const headings: ExportHeadings = { ...english };
      for (const key of Object.keys(defaultSectionNames) as (keyof ExportHeadings)[]) {
        const word = words[key];
        if (typeof word === 'string' && word.trim()) {
          headings[key] = word;
        }
      }
      return headings;
    }
    return english;
  };
  return (language) => {
    let headings = cache.get(language);
    if (!headings) {
      headings = read(language).catch(() => english);
      cache.set(language, headings);
    }
    return headings;
  };
}
