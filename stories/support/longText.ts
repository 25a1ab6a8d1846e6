/**
 * Text as long as a field allows, made from seeded text (never a hand-typed blob), for the stories that
 * check a layout holds the longest input: `lengthened(restaurant.name, MAX_LENGTH.name)`.
 */

/** `text` repeated, kept apart by a space, cut to `length` characters (one fewer where the cut falls on a space). */
export function lengthened(text: string, length: number): string {
  const repeated = Array.from({ length: Math.ceil(length / (text.length + 1)) + 1 }, () => text).join(' ');
  return repeated.slice(0, length).trimEnd();
}

/** `text` without its spaces and punctuation, repeated into one unbroken word of exactly `length` characters. */
export function unbroken(text: string, length: number): string {
  const word = text.replace(/[^\p{L}\p{N}]/gu, '') || 'x';
  return word.repeat(Math.ceil(length / word.length)).slice(0, length);
}
