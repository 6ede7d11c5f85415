import { createIntl } from 'react-intl';

import { versionSummary } from './version-summary';

const intl = createIntl({ locale: 'en-US', defaultLocale: 'en-US' });

describe('versionSummary', () => {
  it('words the service’s changes: counts per item section, a whole part edited, the template, the words', () => {
    expect(
      versionSummary(intl, {
        sections: [
          { section: 'experience', name: 'Experience', added: 1, removed: 0, edited: 2 },
          { section: 'summary', name: 'Summary', added: 0, removed: 0, edited: 1 },
          { section: 'metadata', name: 'Design', added: 0, removed: 0, edited: 1 },
        ],
        wordsAdded: 1042,
        wordsRemoved: 3,
        templateFrom: 'onyx',
        templateTo: 'glalie',
      }),
    ).toBe(
      'Experience: 1 added, 2 edited · Summary edited · Design edited · Template: onyx → glalie · +1,042 / −3 words',
    );
  });

  it('words every part of a letter as one part: "Body edited", not "Body: 1 edited"', () => {
    expect(
      versionSummary(
        intl,
        {
          sections: [
            { section: 'body', name: 'Body', added: 0, removed: 0, edited: 1 },
            { section: 'recipient', name: 'Recipient', added: 0, removed: 0, edited: 1 },
          ],
          wordsAdded: 12,
          wordsRemoved: 3,
          templateFrom: null,
          templateTo: null,
        },
        'letter',
      ),
    ).toBe('Body edited · Recipient edited · +12 / −3 words');
  });

  it('says nothing for a version that changed nothing', () => {
    expect(
      versionSummary(intl, {
        sections: [],
        wordsAdded: 0,
        wordsRemoved: 0,
        templateFrom: null,
        templateTo: null,
      }),
    ).toBe('');
    expect(versionSummary(intl, null)).toBe('');
  });
});
