import { type ImportWarning, parseImport, type ResumeData } from '@vitae/schema';
import { createIntl } from 'react-intl';

import german from '../../../i18n/messages/de-DE.json';
import { warningPlace, warningProblem } from './import-warning';

const quiet = () => undefined;
const english = createIntl({ locale: 'en-US', messages: {}, onError: quiet });
const deutsch = createIntl({ locale: 'de-DE', messages: german });

const warning = (fields: Partial<ImportWarning>): ImportWarning => ({
  path: '',
  message: '',
  section: '',
  field: '',
  kind: 'cleared',
  ...fields,
});

/** A warning as the dialog words it: "place: problem". */
const worded = (intl: typeof english, item: ImportWarning, data?: ResumeData) =>
  `${warningPlace(intl, item, data)}: ${warningProblem(intl, item)}`;

describe('import warnings worded for a person (docs/import-export.md#warnings)', () => {
  it('words a JSON Resume date it could not read by section, item number and field', () => {
    const result = parseImport(
      'json-resume-json',
      JSON.stringify({ work: [{ name: 'Acme', startDate: 'last spring' }] }),
    );
    if (!result.ok) {
      throw new Error('expected the import to succeed');
    }
    expect(result.warnings.map((item) => worded(english, item, result.data))).toEqual([
      'Experience 1, Start date: not a date we could read (kept as written)',
    ]);
    expect(worded(deutsch, result.warnings[0], result.data)).toBe(
      'Berufserfahrung 1, Startdatum: kein Datum, das wir lesen konnten (wie geschrieben übernommen)',
    );
  });

  it('names basics fields with the Basics editor’s labels and a repaired link by its address', () => {
    const item = warning({
      section: 'basics',
      field: 'url',
      kind: 'linkFixed',
      value: 'https://ada.example.org',
    });
    expect(worded(english, item)).toBe(
      'Basics, Website: no https:// at the start (read as https://ada.example.org)',
    );
    expect(
      worded(english, warning({ section: 'basics', field: 'email', kind: 'emailCleared' })),
    ).toBe('Basics, Email: not an email address (left empty)');
  });

  it('names a skipped or renumbered item without a field, and the file or a setting without a section', () => {
    expect(
      worded(english, warning({ section: 'skills', index: 2, field: 'name', kind: 'skipped' })),
    ).toBe('Skills 3: a required field is missing or unusable (item skipped)');
    expect(
      worded(english, warning({ section: 'awards', index: 0, field: 'id', kind: 'duplicateId' })),
    ).toBe('Awards 1: the same id as another item (given a new one)');
    expect(worded(english, warning({ field: 'template', kind: 'unknownTemplate' }))).toBe(
      'Template: no such template here (the default is used)',
    );
    expect(worded(english, warning({ kind: 'cleared' }))).toBe(
      'The file: not the kind of value expected (left empty)',
    );
  });

  it('keeps a LinkedIn column’s own name and a custom section’s own name', () => {
    expect(
      worded(
        english,
        warning({ section: 'experience', index: 0, field: 'Company Name', kind: 'formula' }),
      ),
    ).toBe(
      'Experience 1, Company Name: started like a spreadsheet formula (those characters removed)',
    );
    const data = { sections: { custom: { talks: { name: 'Talks' } } } } as unknown as ResumeData;
    expect(warningPlace(english, warning({ section: 'talks', index: 1, field: 'url' }), data)).toBe(
      'Talks 2, Website',
    );
  });

  it('writes the item number in the reader’s digits', () => {
    const arabic = createIntl({ locale: 'ar-SA', messages: {}, onError: quiet });
    expect(warningPlace(arabic, warning({ section: 'skills', index: 2 }))).toBe('Skills ٣');
  });
});
