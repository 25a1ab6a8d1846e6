import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import type { FormErrors } from '../../domain/validation';

/**
 * Moves focus to the first field, in the order the form renders its controls, whose `name`
 * has an error. The order is read from the form itself, so it always matches the screen.
 */
export function focusFirstInvalid(form: HTMLFormElement, errors: Partial<Record<string, string>>): void {
  const first = Array.from(form.elements).find(
    (element): element is HTMLElement & { name: string } =>
      element instanceof HTMLElement && 'name' in element && errors[String(element.name)] !== undefined,
  );
  first?.focus();
}

type StringKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface ValidatedFormOptions<V> {
  initialValues: V;
  /** The domain validator: an empty object means valid. */
  validate: (values: V) => FormErrors<V>;
  onSubmit: (values: V) => void;
  onInvalid?: (errors: FormErrors<V>) => void;
  /** Called when the form starts or stops differing from `initialValues` (a close then asks before discarding). */
  onDirtyChange?: (dirty: boolean) => void;
  /** Typed input the values do not hold yet (e.g. a cuisine being typed) that makes the form dirty too. */
  pending?: boolean;
}

/** Whether two plain form value objects (strings, booleans, lists of strings) hold the same values. */
export function sameValues<V extends object>(a: V, b: V): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The admin forms' shared behaviour: keep what is typed; on submit run the validator, show each
 * message, focus the first invalid field (first on screen) and save nothing, or hand the values over. After the
 * first submit, messages follow the typing.
 */
export function useValidatedForm<V extends object>({
  initialValues,
  validate,
  onSubmit,
  onInvalid,
  onDirtyChange,
  pending = false,
}: ValidatedFormOptions<V>) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [submitted, setSubmitted] = useState(false);

  const dirty = pending || !sameValues(values, initialValues);
  const reportDirty = useEffectEvent((next: boolean) => onDirtyChange?.(next));
  useEffect(() => reportDirty(dirty), [dirty]);

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
      focusFirstInvalid(event.currentTarget, found);
      onInvalid?.(found);
      return;
    }
    onSubmit(values);
  };

  return { values, errors, dirty, update, field, onFormSubmit };
}
