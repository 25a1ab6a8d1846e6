import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import type { FormErrors, Unreadable } from '../../domain/validation';

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

/** What an admin form hands back: valid values, Cancel, a refused submit, and whether it holds changes. */
export interface AdminFormCallbacks<V> {
  /** Called with the typed values when they pass the domain validator. */
  onSubmit: (values: V) => void;
  /** Called by Cancel; nothing is saved (the app asks before it discards changes). */
  onCancel: () => void;
  /** Called with the errors after a submit that failed validation (nothing is saved). */
  onInvalid?: (errors: FormErrors<V>) => void;
  /** Called when the form starts or stops holding changes. */
  onDirtyChange?: (dirty: boolean) => void;
}

type StringKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface ValidatedFormOptions<V> {
  initialValues: V;
  /** The domain validator: an empty object means valid. `unreadable`: number fields the browser could not read. */
  validate: (values: V, unreadable: Unreadable<V>) => FormErrors<V>;
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
  // Number fields holding text the browser cannot read as a number (`1e309`): their value is '' but they are filled.
  const [unreadable, setUnreadable] = useState<Unreadable<V>>(new Set());

  const dirty = pending || unreadable.size > 0 || !sameValues(values, initialValues);
  const reportDirty = useEffectEvent((next: boolean) => onDirtyChange?.(next));
  useEffect(() => reportDirty(dirty), [dirty]);

  const update = <K extends keyof V>(key: K, value: V[K], badInput = false) => {
    const next = { ...values, [key]: value };
    const nextUnreadable = new Set(unreadable);
    if (badInput) nextUnreadable.add(key);
    else nextUnreadable.delete(key);
    setValues(next);
    setUnreadable(nextUnreadable);
    if (submitted) setErrors(validate(next, nextUnreadable));
  };

  /** Props for a required text-like field bound to `key`. */
  const field = <K extends StringKeys<V>>(key: K) => ({
    name: key,
    value: values[key] as string,
    error: errors[key],
    required: true,
    onChange: (event: { target: { value: string; validity?: ValidityState } }) =>
      update(key, event.target.value as V[K], event.target.validity?.badInput === true),
  });

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values, unreadable);
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
