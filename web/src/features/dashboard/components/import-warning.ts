import { type ImportWarning, type ResumeData } from '@vitae/schema';
import { type IntlShape, type MessageDescriptor } from 'react-intl';

import {
  basicsMessages,
  pictureMessages,
} from '../../builder/components/left/basics/basics-messages';
import {
  fieldMessages,
  messages as sectionMessages,
} from '../../builder/components/left/sections/messages';
import {
  messages,
  warningFieldMessages,
  warningKindMessages,
  warningPlaceMessages,
  warningSectionMessages,
  warningValueMessages,
} from './import-messages';

const own = <T>(record: Record<string, T>, key: string): T | undefined =>
  Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;

/** The builder's labels for the fields of an item, with the dates of a file beside them. */
const itemFields: Record<string, MessageDescriptor> = {
  ...fieldMessages,
  ...warningFieldMessages,
  picture: pictureMessages.open,
  template: { id: 'builder.template.title', defaultMessage: 'Template' },
};

/** The Basics editor's labels, for the fields of `basics`. */
const basicsFields: Record<string, MessageDescriptor> = {
  name: basicsMessages.name,
  headline: basicsMessages.headline,
  email: basicsMessages.email,
  phone: basicsMessages.phone,
  location: basicsMessages.location,
  url: basicsMessages.website,
};

/**
 * A section's name for a warning: the interface's word for a built-in one, a
 * custom section's own name, or the key the file gave it.
 */
function sectionName(intl: IntlShape, section: string, data: ResumeData | undefined): string {
  if (section === 'basics') {
    return intl.formatMessage(sectionMessages.basics);
  }
  const known = own<MessageDescriptor>(warningSectionMessages, section);
  if (known) {
    return intl.formatMessage(known);
  }
  const custom = data ? own(data.sections.custom, section) : undefined;
  return custom?.name || section;
}

/** A field's label; a field the file names in its own words (a LinkedIn column) keeps them. */
function fieldName(intl: IntlShape, warning: ImportWarning): string {
  const label =
    (warning.section === 'basics' ? own(basicsFields, warning.field) : undefined) ??
    own(itemFields, warning.field);
  return label ? intl.formatMessage(label) : warning.field;
}

/**
 * Where a warning is, as a person finds it: "Experience 2, Start date",
 * "Basics, Email", "Skills 3", "Template", or "The file"
 * (docs/import-export.md#warnings).
 */
export function warningPlace(intl: IntlShape, warning: ImportWarning, data?: ResumeData): string {
  // An item's id and a skipped item are the whole item, not one of its fields.
  const withField =
    warning.field !== '' && warning.kind !== 'duplicateId' && warning.kind !== 'skipped';
  const field = withField ? fieldName(intl, warning) : '';
  if (warning.section === '') {
    return field || intl.formatMessage(messages.wholeFile);
  }
  const section = sectionName(intl, warning.section, data);
  if (warning.index !== undefined) {
    const number = intl.formatNumber(warning.index + 1);
    return field
      ? intl.formatMessage(warningPlaceMessages.itemField, { section, number, field })
      : intl.formatMessage(warningPlaceMessages.item, { section, number });
  }
  return field
    ? intl.formatMessage(warningPlaceMessages.sectionField, { section, field })
    : section;
}

/** What happened, in the reader's language: "not a date we could read (kept as written)". */
export function warningProblem(intl: IntlShape, warning: ImportWarning): string {
  if (warning.kind === 'linkFixed') {
    return intl.formatMessage(warningValueMessages.linkFixed, { address: warning.value ?? '' });
  }
  return intl.formatMessage(warningKindMessages[warning.kind]);
}
