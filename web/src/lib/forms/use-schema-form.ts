import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  get,
  useForm,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { type MessageDescriptor, type PrimitiveType, useIntl } from 'react-intl';
import { z } from 'zod';

import { type FormIssueMessages, issueMessage } from './issue-messages';

export type SchemaFormOptions<Values extends FieldValues> = {
  defaultValues: DefaultValues<Values>;
  /** Each field's words by zod issue code (docs/web.md "Forms"). */
  messages: FormIssueMessages;
  /** When fields are checked first: on submit (the default) or as the person leaves one. */
  mode?: UseFormProps<Values>['mode'];
};

export type SchemaForm<Input extends FieldValues, Output> = UseFormReturn<
  Input,
  unknown,
  Output
> & {
  /**
   * The words under a field: its first issue as the form's table says it,
   * formatted with `values` (for words that take some, such as a rule's limit);
   * or undefined.
   */
  errorText(name: string, values?: Record<string, PrimitiveType>): string | undefined;
  /** The same, unformatted (for a component that formats its own). */
  errorMessage(name: string): MessageDescriptor | undefined;
};

/**
 * The one form model of the web app (docs/web.md "Forms"): react-hook-form with
 * the zod resolver over a schema built from `@vitae/schema`, the same rules the
 * server applies. Fields are checked on submit, then again while a broken one
 * is corrected. A problem is worded by its zod issue code and the field's path,
 * never by zod's English message, so a change of wording in the schema cannot
 * change what the form says.
 */
export function useSchemaForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  { defaultValues, messages, mode = 'onSubmit' }: SchemaFormOptions<z.input<Schema>>,
): SchemaForm<z.input<Schema>, z.output<Schema>> {
  const intl = useIntl();
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    // zod 4 schemas typed loosely here; the resolver checks the real one at run time.
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    mode,
    reValidateMode: 'onChange',
  });
  const errors = form.formState.errors;

  const errorMessage = useCallback(
    (name: string) => messageOf(errors, name, messages),
    [errors, messages],
  );
  const errorText = useCallback(
    (name: string, values?: Record<string, PrimitiveType>) => {
      const error = get(errors, name) as { type?: unknown; message?: unknown } | undefined;
      if (error?.type === 'server' && typeof error.message === 'string') {
        return error.message;
      }
      const message = messageOf(errors, name, messages);
      return message && intl.formatMessage(message, values);
    },
    [errors, messages, intl],
  );
  return Object.assign(form, { errorText, errorMessage });
}

/**
 * A field's words for react-hook-form's error at `name` (dotted): the zod
 * resolver keeps zod's issue code as the error's `type`. (A server's answer set
 * by `setError(name, { type: 'server', message })`, already worded, is shown as
 * given by `errorText`.)
 */
export function messageOf(
  errors: FieldErrors,
  name: string,
  messages: FormIssueMessages,
): MessageDescriptor | undefined {
  const error = get(errors, name) as { type?: unknown; message?: unknown } | undefined;
  if (!error || typeof error.type !== 'string') {
    return undefined;
  }
  const table = messages[name] ?? messages['*'];
  return table && issueMessage({ code: error.type }, table);
}

/**
 * A text field that must not be empty, then must pass `rule`. An empty (or
 * blank) value is a `custom` issue, so a form's table says "required" for it
 * apart from the rule's own codes (`too_small` for a value too short).
 */
export function required<Rule extends z.ZodType<unknown, string>>(rule: Rule) {
  return z
    .string()
    .refine((value) => value.trim() !== '')
    .pipe(rule);
}
