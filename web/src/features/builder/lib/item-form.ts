import { defineMessages } from 'react-intl';

import { type FormIssueMessages } from '../../../lib/forms/issue-messages';

/** The item dialog's words for a refused field (docs/product.md#resume-fields). */
export const itemErrorMessages = defineMessages({
  urlInvalid: {
    id: 'builder.sections.field.urlInvalid',
    defaultMessage: 'URL must start with https://',
  },
  invalid: { id: 'builder.sections.field.invalid', defaultMessage: 'This value is not valid.' },
});

/** The words that name the field: formatted with `{ field: its label }`. */
export const itemRequiredMessage = defineMessages<{ required: { field: string } }>({
  required: { id: 'builder.sections.field.required', defaultMessage: '{field} is required.' },
}).required;

/** Where a field's problem is found: a link's is its address (`url.href`). */
export function itemErrorPath(field: string): string {
  return field === 'url' ? 'url.href' : field;
}

/**
 * The item dialog's words by field path and issue code (docs/web.md "Form
 * messages"), for a section whose required main fields are `requiredFields`
 * (`company` of an experience, `network` and `username` of a profile…): such a
 * field left empty is "{field} is required." (its rule's `too_small`, or
 * `invalid_type` for no text at all); a link's address that is neither empty
 * nor an http(s) URL is "URL must start with https://" (`invalid_format`, the
 * same for any other problem of the address); anything else "This value is
 * not valid.".
 */
export function itemIssueMessages(requiredFields: readonly string[]): FormIssueMessages {
  const table: FormIssueMessages = {
    'url.href': {
      invalid_format: itemErrorMessages.urlInvalid,
      '*': itemErrorMessages.urlInvalid,
    },
    '*': { '*': itemErrorMessages.invalid },
  };
  for (const field of requiredFields) {
    table[field] = {
      too_small: itemRequiredMessage,
      invalid_type: itemRequiredMessage,
      '*': itemErrorMessages.invalid,
    };
  }
  return table;
}
