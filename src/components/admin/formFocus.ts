/**
 * Moves focus to the first field (in `order`) that has an error, looked up by its `name`
 * in the form. Shared by the admin forms.
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
