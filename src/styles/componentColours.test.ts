/**
 * Components take every colour from the tokens (src/styles/tokens.css), so both themes reach them:
 * no component CSS module may write a raw colour (a #hex, a colour function, or a named colour other
 * than transparent / currentColor / inherit; forced-colours system colours such as CanvasText are fine).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../components');

function moduleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return moduleFiles(full);
    return entry.name.endsWith('.module.css') ? [full] : [];
  });
}

// prettier-ignore
const NAMED = new Set(
  ('aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood ' +
  'cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray ' +
  'darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen ' +
  'darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue ' +
  'firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew ' +
  'hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan ' +
  'lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray ' +
  'lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue ' +
  'mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred ' +
  'midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid ' +
  'palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple ' +
  'rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue ' +
  'slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white ' +
  'whitesmoke yellow yellowgreen').split(' '),
);

/** The raw colours written in a CSS text's declaration values (comments and quoted strings ignored). */
function rawColours(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/'[^']*'|"[^"]*"/g, "''");
  const found: string[] = [];
  // A declaration: `property: value` ending at `;` or `}` (selectors never contain `: ... ;`).
  for (const match of text.matchAll(/(?:^|[{;])\s*([\w-]+)\s*:([^;{}]+)(?=[;}])/g)) {
    const value = match[2] ?? '';
    for (const hex of value.match(/#[0-9a-f]{3,8}\b/gi) ?? []) found.push(hex);
    for (const fn of value.match(/\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi) ?? []) found.push(fn);
    for (const word of value.match(/(?<![\w-])[a-z]+(?![\w-])/gi) ?? []) {
      if (NAMED.has(word.toLowerCase())) found.push(word);
    }
  }
  return found;
}

describe('component CSS modules', () => {
  const files = moduleFiles(root);

  it('are found', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it.each(files.map((file) => [path.relative(root, file), file]))('%s uses colour tokens only', (_name, file) => {
    expect(rawColours(readFileSync(file, 'utf8'))).toEqual([]);
  });
});

describe('rawColours', () => {
  it('finds hex, colour functions and named colours in values', () => {
    expect(rawColours('.a { color: #fff; background: rgb(0 0 0 / 0.5); border: 1px solid red; }')).toEqual([
      '#fff',
      'rgb(',
      'red',
    ]);
    expect(rawColours('.a { mask-image: linear-gradient(to right, #000 50%, transparent); }')).toEqual(['#000']);
  });

  it('lets tokens, keywords, system colours, selectors, comments and strings through', () => {
    const css = `
      /* a red square on white */
      .a[data-tone='yellow'] { color: var(--color-text); white-space: nowrap; background: transparent; }
      .b { border-color: currentColor; color: inherit; grid-template-areas: 'red white'; }
      @media (forced-colors: active) { .c { background: SelectedItem; color: CanvasText; } }`;
    expect(rawColours(css)).toEqual([]);
  });
});
