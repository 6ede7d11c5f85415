import { type IntlShape } from 'react-intl';

import { describeError } from '../../../lib/errors/describe-error';
import { serverErrorTitle } from '../../../lib/errors/error-messages';
import { type Translate } from './public-intl';

/** A failed download, worded: the toast's title and its message. */
export type Problem = { title: string; body: string };

/**
 * What went wrong with a download, in the reader's language, worded by the
 * app's own mapping of error codes (lib/errors): the same words as the
 * builder's toast. The page loads this module only when a download fails, so
 * the mapping never counts against its JavaScript budget (docs/performance.md).
 */
export function describeProblem(t: Translate, error: unknown): Problem {
  // The mapping formats with react-intl's formatMessage; the page's translator
  // does the same for its plain messages, without react-intl's runtime.
  const intl = {
    formatMessage: ({ id, defaultMessage }: { id?: string; defaultMessage?: unknown }) =>
      t({ id: String(id), defaultMessage: String(defaultMessage ?? id) }),
  } as unknown as IntlShape;
  return { title: intl.formatMessage(serverErrorTitle.title), body: describeError(intl, error) };
}
