/**
 * Colour tokens are declared once as `light-dark(light value, dark value)` (src/styles/tokens.css); the
 * browser picks one by the color-scheme where a token is used. This reads a declaration the same way,
 * for the token tests and the Storybook tokens page.
 */
export type Scheme = 'light' | 'dark';

/** A value with every `light-dark(a, b)` replaced by its `a` (light) or `b` (dark) argument. */
export function resolveScheme(value: string, scheme: Scheme): string {
  const at = value.indexOf('light-dark(');
  if (at < 0) return value;
  let depth = 0;
  let comma = -1;
  let end = -1;
  for (let i = at + 'light-dark('.length; i < value.length && end < 0; i += 1) {
    const char = value[i];
    if (char === '(') depth += 1;
    else if (char === ')' && depth === 0) end = i;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) comma = i;
  }
  if (comma < 0 || end < 0) throw new Error(`Malformed light-dark() in ${value}`);
  const chosen = scheme === 'light' ? value.slice(at + 'light-dark('.length, comma) : value.slice(comma + 1, end);
  return resolveScheme(value.slice(0, at) + chosen.trim() + value.slice(end + 1), scheme);
}
