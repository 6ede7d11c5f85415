import { type IntlShape } from 'react-intl';

import { type ListedVersion } from '../../../hooks/use-document-history';
import { historyValueMessages as messages } from './history-messages';

type Changes = NonNullable<ListedVersion['changes']>;

/** The kind of document whose versions are worded: a resume's sections hold items, a letter's parts do not. */
export type DocumentKind = 'resume' | 'letter';

/**
 * What a version changed, in one line in the reader's language: the service's
 * `changes` worded here ("Experience: 1 added, 2 edited · Summary edited ·
 * +42 / −3 words"); the service's own `summary` is English only.
 */
export function versionSummary(
  intl: IntlShape,
  changes: Changes | null | undefined,
  kind: DocumentKind = 'resume',
): string {
  if (!changes) {
    return '';
  }
  const number = (value: number) => intl.formatNumber(value);
  const parts: string[] = [];
  for (const section of changes.sections) {
    const counts = [
      section.added > 0 && intl.formatMessage(messages.partAdded, { count: number(section.added) }),
      section.removed > 0 &&
        intl.formatMessage(messages.partRemoved, { count: number(section.removed) }),
      section.edited > 0 &&
      (section.added > 0 ||
        section.removed > 0 ||
        section.edited > 1 ||
        isItemSection(section, kind))
        ? intl.formatMessage(messages.partEdited, { count: number(section.edited) })
        : null,
    ].filter((part): part is string => Boolean(part));
    if (counts.length > 0) {
      parts.push(
        intl.formatMessage(messages.sectionParts, {
          section: section.name,
          parts: intl.formatList(counts, { type: 'unit', style: 'short' }),
        }),
      );
    } else if (section.edited > 0) {
      parts.push(intl.formatMessage(messages.sectionEdited, { section: section.name }));
    }
  }
  if (changes.templateFrom && changes.templateTo) {
    parts.push(
      intl.formatMessage(messages.template, { from: changes.templateFrom, to: changes.templateTo }),
    );
  }
  if (changes.wordsAdded > 0 || changes.wordsRemoved > 0) {
    parts.push(
      intl.formatMessage(messages.words, {
        added: number(changes.wordsAdded),
        removed: number(changes.wordsRemoved),
      }),
    );
  }
  return parts.join(' · ');
}

/**
 * The basics, the summary and the design are one part each: "edited", not "1
 * edited"; so is every part of a letter (docs/letters.md#history).
 */
function isItemSection(section: Changes['sections'][number], kind: DocumentKind): boolean {
  return kind === 'resume' && !['basics', 'summary', 'metadata'].includes(section.section);
}
