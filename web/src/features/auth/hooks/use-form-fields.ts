import { useCallback, useState } from 'react';
import { type MessageDescriptor } from 'react-intl';

import { checkField, checkFields, type FieldRule } from '../lib/field-rules';

export type FormFields<Name extends string> = {
  values: Record<Name, string>;
  errors: Partial<Record<Name, MessageDescriptor>>;
  /** Changes a field; a field that showed an error is checked again as the person types. */
  setValue(name: Name, value: string): void;
  /** Checks every field and shows the broken ones; true when all pass. */
  validate(): boolean;
  /** Empties every field and its error (docs/product.md#sign-in-flow: forms reset after a failed submit). */
  reset(): void;
};

/**
 * The values and errors (docs/product.md#account-fields) of an auth form. Fields are checked when the
 * form is submitted, then again while the person corrects a broken one.
 */
export function useFormFields<Name extends string>(
  rules: Record<Name, FieldRule>,
  initial?: Partial<Record<Name, string>>,
): FormFields<Name> {
  // The rules and first values of a form do not change while it is shown.
  const [empty] = useState(() => {
    const values = {} as Record<Name, string>;
    for (const name of Object.keys(rules) as Name[]) {
      values[name] = initial?.[name] ?? '';
    }
    return values;
  });
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Name, MessageDescriptor>>>({});

  const setValue = useCallback(
    (name: Name, value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) =>
        current[name] ? { ...current, [name]: checkField(rules[name], value) } : current,
      );
    },
    [rules],
  );

  const validate = useCallback(() => {
    const found = checkFields(values, rules);
    setErrors(found);
    return Object.keys(found).length === 0;
  }, [values, rules]);

  const reset = useCallback(() => {
    setValues(empty);
    setErrors({});
  }, [empty]);

  return { values, errors, setValue, validate, reset };
}
