import { type MessageDescriptor } from 'react-intl';

/**
 * A problem a schema of `@vitae/schema` found, as zod reports it (and as
 * react-hook-form's zod resolver passes it on: its `type` is zod's `code`).
 * Only what the wording needs: never zod's English `message`.
 */
export type SchemaIssue = {
  /** zod's code (react-hook-form's error `type`): `too_small`, `too_big`, `invalid_format`, `invalid_type`, `custom`, … */
  code: string;
  path: readonly PropertyKey[];
  /** For `invalid_format`: which one (`email`, `regex`, `url`, …). */
  format?: string;
};

/**
 * A field's messages by issue: `code:format` (`invalid_format:email`), else
 * `code` (`too_small`), else `*` for any other problem of the field.
 */
export type IssueMessages = Partial<Record<string, MessageDescriptor>>;

/** A form's messages by field path (dotted: `basics.email`); `*` for any field not named. */
export type FormIssueMessages = Record<string, IssueMessages>;

/** The dotted path of an issue (`sections.skills.items.0.level`; `` for the whole value). */
export function issuePath(issue: Pick<SchemaIssue, 'path'>): string {
  return issue.path.map(String).join('.');
}

/** The message a field shows for one issue, chosen by its code and format; undefined when none fits. */
export function issueMessage(
  issue: Pick<SchemaIssue, 'code' | 'format'>,
  messages: IssueMessages,
): MessageDescriptor | undefined {
  const byFormat = issue.format ? messages[`${issue.code}:${issue.format}`] : undefined;
  return byFormat ?? messages[issue.code] ?? messages['*'];
}

/**
 * Each field's first problem, worded by the form's table and formatted
 * (`intl.formatMessage`): what a form shows under its fields. Issues of a field
 * the table does not word are left out.
 */
export function fieldIssues(
  issues: readonly SchemaIssue[],
  table: FormIssueMessages,
  format: (message: MessageDescriptor) => string,
): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const issue of issues) {
    const path = issuePath(issue);
    if (path in shown) {
      continue;
    }
    const messages = table[path] ?? table['*'];
    const message = messages && issueMessage(issue, messages);
    if (message) {
      shown[path] = format(message);
    }
  }
  return shown;
}
