/** What the source transform reads of a story's arg types: each prop's documented default. */
export type SourceArgTypes = Record<string, { table?: { defaultValue?: { summary?: string } } } | undefined>;

/**
 * The JSX Storybook shows under "Show code", tidied (`parameters.docs.source.transform` in preview.tsx):
 * - a callback prop that is a story's spy (`fn()`, which the build prints as `function Qq(){}` and the dev
 *   server as `function mockConstructor(){}`) reads `() => {}`, as a developer would write it;
 * - a prop given a generated record, or a list of them (an object literal with an `id`, printed field by field:
 *   forty lines of a restaurant, with its placeholder image URL), reads as the variable a developer passes:
 *   `restaurant={restaurant}`, `orders={orders}`;
 * - a prop at its documented default that a developer leaves out (a boolean at `false`, a native button's
 *   `type="button"`; the stories give them so their controls show a value) is left out.
 */
export function readableSource(code: string, context?: { argTypes?: SourceArgTypes }): string {
  const tidied = recordsAsVariables(code.replace(/=\{function [\w$]*\(\)\s*\{\s*\}\}/g, '={() => {}}'));
  return withoutDefaults(tidied, context?.argTypes ?? {});
}

/** Drops `name={false}` for a boolean prop whose default is false, and `type="button"` where that is the default. */
function withoutDefaults(code: string, argTypes: SourceArgTypes): string {
  const attributes = Object.entries(argTypes).flatMap(([name, argType]) => {
    const summary = argType?.table?.defaultValue?.summary?.replace(/^'(.*)'$/, '$1');
    if (summary === 'false') return [`${name}={false}`];
    if (name === 'type' && summary === 'button') return ['type="button"'];
    return [];
  });
  return attributes.reduce(
    (out, attribute) => out.replace(new RegExp(`\\s+${attribute.replace(/[{}]/g, '\\$&')}(?=\\s|/?>)`, 'g'), ''),
    code,
  );
}

/** Where the expression that starts with the bracket at `open` ends (just after its closing bracket), or -1. */
function closingBracket(code: string, open: number): number {
  let depth = 0;
  let quote = '';
  for (let i = open; i < code.length; i++) {
    const char = code[i]!;
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
    } else if (char === "'" || char === '"' || char === '`') quote = char;
    else if (char === '{' || char === '[') depth++;
    else if (char === '}' || char === ']') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/** `name={{ … id: 'x' … }}` and `name={[{ … id: 'x' … }]}` → `name={name}`. */
function recordsAsVariables(code: string): string {
  const attribute = /([A-Za-z_$][\w$]*)=\{(?=\s*[[{])/g;
  let out = '';
  let from = 0;
  for (let match = attribute.exec(code); match; match = attribute.exec(code)) {
    const open = match.index + match[0].length - 1;
    const end = closingBracket(code, open);
    if (end < 0) break;
    const value = code.slice(open + 1, end - 1);
    if (/^\s*[[{][\s\S]*\bid: ['"]/.test(value)) {
      out += `${code.slice(from, match.index)}${match[1]}={${match[1]}}`;
      from = end;
    }
    attribute.lastIndex = end;
  }
  return out + code.slice(from);
}
