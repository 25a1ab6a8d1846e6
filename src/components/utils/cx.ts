/** Joins class names, skipping empty ones (`className` from props goes last). */
export function cx(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
