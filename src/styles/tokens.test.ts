/**
 * The colour tokens in both themes (src/styles/tokens.css): the documented text/background pairs meet
 * WCAG AA (4.5:1 for text, 3:1 for UI parts and icons), the status colours keep their hue, and each token is
 * declared once, its two themes as light-dark(light, dark), chosen by the color-scheme data-theme sets.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveScheme } from './lightDark';

const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The `--name: value` declarations of the first rule whose selector is exactly `selector`. */
function block(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`No rule ${selector} in tokens.css`);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1], (m[2] ?? '').trim()]));
}

const declared = block(':root');
const inScheme = (scheme: 'light' | 'dark') =>
  Object.fromEntries(Object.entries(declared).map(([name, value]) => [name, resolveScheme(value, scheme)]));
/** Each theme's values, as a browser resolves the tokens under that color-scheme. */
const THEMES = { light: inScheme('light'), dark: inScheme('dark') } as const;

type Rgb = [number, number, number];

/** A token's declared value in a theme; fails the test if the theme lacks it. */
function token(tokens: Record<string, string>, name: string): string {
  const value = tokens[name];
  if (value === undefined) throw new Error(`No ${name} in the theme`);
  return value;
}

/** `#rgb`, `#rrggbb` or an opaque `rgb(r g b)` as [r, g, b]. */
function parseColour(value: string): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)?.[1];
  if (hex) {
    const digits = hex.length === 3 ? [...hex].map((d) => d + d).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgb\(\s*(\d+)\s+(\d+)\s+(\d+)\s*\)$/.exec(value);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`Not an opaque colour: ${value}`);
}

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

function hue([r, g, b]: Rgb): number {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return NaN;
  const d = max - min;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

const TEXT = 4.5;
const UI = 3;

/** [foreground, background, minimum ratio, where the pair is used]. */
const PAIRS: ReadonlyArray<[string, string, number, string]> = [
  ['--color-text', '--color-bg', TEXT, 'page text'],
  ['--color-text', '--color-surface', TEXT, 'text on cards, bars, dialogs'],
  ['--color-text', '--color-surface-muted', TEXT, 'text on muted panels, hovered rows'],
  ['--color-text-muted', '--color-bg', TEXT, 'secondary text on the page'],
  ['--color-text-muted', '--color-surface', TEXT, 'secondary text on cards'],
  ['--color-text-muted', '--color-surface-muted', TEXT, 'secondary text on muted panels'],
  ['--color-brand-text', '--color-surface', TEXT, 'logo, links, back link'],
  ['--color-brand-text', '--color-bg', TEXT, 'links on the page'],
  ['--color-brand-text', '--color-brand-soft', TEXT, 'active nav item, stat icon, brand avatar'],
  ['--color-on-brand', '--color-brand-strong', TEXT, 'primary button, selected chip, badge, hero'],
  ['--color-text-inverse', '--color-danger', TEXT, 'danger button'],
  ['--color-text-inverse', '--color-overlay-strong', TEXT, "'Closed' over a picture"],
  ['--color-text-on-inverse', '--color-surface-inverse', TEXT, "restaurant page 'Closed' pill"],
  ['--color-success', '--color-surface', TEXT, 'trend, veg label'],
  ['--color-success', '--color-success-soft', TEXT, 'success badge'],
  ['--color-danger-text', '--color-surface', TEXT, 'field errors, required mark, invalid border'],
  ['--color-danger-text', '--color-danger-soft', TEXT, 'danger icon button, hovered'],
  ['--color-status-preparing-fg', '--color-status-preparing-bg', TEXT, 'Preparing badge'],
  ['--color-status-on-the-way-fg', '--color-status-on-the-way-bg', TEXT, 'On the way badge'],
  ['--color-status-delivered-fg', '--color-status-delivered-bg', TEXT, 'Delivered badge'],
  ['--color-status-active-fg', '--color-status-active-bg', TEXT, 'Active badge'],
  ['--color-status-inactive-fg', '--color-status-inactive-bg', TEXT, 'Inactive badge'],
  ['--color-border-strong', '--color-surface', UI, 'input and control borders'],
  ['--color-border-strong', '--color-bg', UI, 'control borders on the page'],
  ['--color-focus', '--color-surface', UI, 'focus ring on cards and bars'],
  ['--color-focus', '--color-bg', UI, 'focus ring on the page'],
  ['--color-star', '--color-surface', UI, 'rating star'],
  ['--color-veg', '--color-surface', UI, 'veg marker'],
  ['--color-nonveg', '--color-surface', UI, 'non-veg marker'],
  ['--color-brand-text', '--color-brand-soft', UI, 'active nav item bar'],
  ['--color-selected-ring', '--color-bg', UI, 'selected chip ring on the page'],
  ['--color-selected-ring', '--color-surface', UI, 'selected chip ring on cards and bars'],
];

describe.each(Object.entries(THEMES))('%s theme', (_name, tokens) => {
  it.each(PAIRS)('%s on %s ≥ %s:1 (%s)', (fg, bg, min) => {
    expect(tokens[fg], fg).toBeDefined();
    expect(tokens[bg], bg).toBeDefined();
    const ratio = contrast(parseColour(token(tokens, fg)), parseColour(token(tokens, bg)));
    expect(ratio, `${fg} ${tokens[fg]} on ${bg} ${tokens[bg]}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(min);
  });

  it.each([
    ['preparing', 35, 65],
    ['on-the-way', 200, 235],
    ['delivered', 120, 160],
  ] as const)('status %s keeps its hue (yellow, blue, green)', (status, from, to) => {
    for (const part of ['bg', 'fg']) {
      const h = hue(parseColour(token(tokens, `--color-status-${status}-${part}`)));
      expect(h, `--color-status-${status}-${part}`).toBeGreaterThanOrEqual(from);
      expect(h, `--color-status-${status}-${part}`).toBeLessThanOrEqual(to);
    }
  });
});

describe('one declaration per token, two themes', () => {
  it('resolveScheme picks either argument, also nested in a shadow', () => {
    expect(resolveScheme('0 1px 2px light-dark(rgb(1 2 3 / 0.5), rgb(0 0 0))', 'light')).toBe(
      '0 1px 2px rgb(1 2 3 / 0.5)',
    );
    expect(resolveScheme('0 1px 2px light-dark(rgb(1 2 3 / 0.5), rgb(0 0 0))', 'dark')).toBe('0 1px 2px rgb(0 0 0)');
    expect(resolveScheme('#fff', 'dark')).toBe('#fff');
  });

  it('theme-dependent values are only colours and shadows; the breakpoints redeclare no colour', () => {
    const themed = Object.entries(declared).filter(([, value]) => value.includes('light-dark('));
    expect(themed.length).toBeGreaterThanOrEqual(30);
    expect(themed.every(([name]) => /^--(color|shadow)-/.test(name))).toBe(true);
    const elsewhere = css.slice(css.indexOf('}') + 1);
    expect(elsewhere).not.toMatch(/--color-|light-dark\(/);
  });

  it('color-scheme: System follows the OS; data-theme on any element (not only <html>) forces one theme', () => {
    expect(css).toMatch(/:root \{\s*color-scheme: light dark;/);
    expect(css).toMatch(/\n\[data-theme='light'\] \{\s*color-scheme: light;\s*\}/);
    expect(css).toMatch(/\n\[data-theme='dark'\] \{\s*color-scheme: dark;\s*\}/);
  });
});

/** The ratios, printed for the record (npx vitest run --project unit src/styles -- with TOKENS_REPORT=1). */
if (process.env.TOKENS_REPORT) {
  for (const [fg, bg, min, use] of PAIRS) {
    const [l, d] = [THEMES.light, THEMES.dark].map((t) =>
      contrast(parseColour(token(t, fg)), parseColour(token(t, bg))).toFixed(2),
    );
    console.log(`${fg} on ${bg} (${use}, ≥ ${min}): light ${l}, dark ${d}`);
  }
}
