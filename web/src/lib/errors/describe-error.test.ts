import { createIntl } from 'react-intl';

import { ApiError } from '../api/api-error';
import { describeError } from './describe-error';

const german = createIntl({
  locale: 'de-DE',
  messages: {
    'error.ResumePrinterError': 'Beim Drucken ist etwas schiefgegangen.',
    'error.NETWORK': 'Der Server ist nicht erreichbar.',
    'error.SomethingWentWrong': 'Etwas ist schiefgegangen.',
  },
});

describe('describeError', () => {
  it('words a code in the reader’s language, not the server’s English', () => {
    const error = new ApiError(500, 'ResumePrinterError', 'Something went wrong while printing.');
    expect(describeError(german, error)).toBe('Beim Drucken ist etwas schiefgegangen.');
  });

  it('says the server could not be reached when fetch itself failed', () => {
    expect(describeError(german, new TypeError('Failed to fetch'))).toBe(
      'Der Server ist nicht erreichbar.',
    );
  });

  it('keeps the words of a failure it does not know, else the fallback', () => {
    expect(describeError(german, new ApiError(413, 'PayloadTooLarge', 'File too big'))).toBe(
      'File too big',
    );
    expect(describeError(german, new Error(''), 'Hochladen fehlgeschlagen.')).toBe(
      'Hochladen fehlgeschlagen.',
    );
    expect(describeError(german, undefined)).toBe('Etwas ist schiefgegangen.');
  });
});
