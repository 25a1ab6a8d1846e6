import { useState, type FormEvent } from 'react';
import type { FormErrors } from '../../domain/validation';

/**
 * Moves focus to the first field (in `order`) that has an error, looked up by its `name`
 * in the form.
 */
export function focusFirstInvalid<K extends string>(
  form: HTMLFormElement,
  order: readonly K[],
  errors: Partial<Record<K, string>>,
): void {
  const first = order.find((key) => errors[key] !== undefined);
  if (first === undefined) return;
  const field = form.elements.namedItem(first);
  if (field instanceof HTMLElement) field.focus();
}

type StringKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface ValidatedFormOptions<V> {
  initialValues: V;
  /** The domain validator: an empty object means valid. */
  validate: (values: V) => FormErrors<V>;
  /** Validated fields in the order they appear (focus goes to the first invalid one). */
  fieldOrder: readonly (keyof V & string)[];
  onSubmit: (values: V) => void;
  onInvalid?: (errors: FormErrors<V>) => void;
}

/**
 * The admin forms' shared behaviour: keep what is typed; on submit run the validator, show each
 * message, focus the first invalid field and save nothing, or hand the values over. After the
 * first submit, messages follow the typing.
 */
export function useValidatedForm<V extends object>({
  initialValues,
  validate,
  fieldOrder,
  onSubmit,
  onInvalid,
}: ValidatedFormOptions<V>) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [submitted, setSubmitted] = useState(false);

  const update = <K extends keyof V>(key: K, value: V[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (submitted) setErrors(validate(next));
  };

  /** Props for a required text-like field bound to `key`. */
  const field = <K extends StringKeys<V>>(key: K) => ({
    name: key,
    value: values[key] as string,
    error: errors[key],
    required: true,
    onChange: (event: { target: { value: string } }) => update(key, event.target.value as V[K]),
  });

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setSubmitted(true);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(event.currentTarget, fieldOrder, found);
      onInvalid?.(found);
      return;
    }
    onSubmit(values);
  };

  return { values, errors, update, field, onFormSubmit };
}
