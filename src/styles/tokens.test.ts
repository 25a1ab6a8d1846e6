/**
 * The colour tokens in both themes (src/styles/tokens.css): the documented text/background pairs meet
 * WCAG AA (4.5:1 for text, 3:1 for UI parts and icons), the status colours keep their hue, and each token is
 * declared once, its two themes as light-dark(light, dark), chosen by the color-scheme data-theme sets.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { differenceCiede2000, hsl, parse, wcagContrast, type Color } from 'culori';
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
/** A declaration with each `var(--name)` replaced by that token's declaration (roles feed the status tokens). */
const expand = (value: string): string =>
  value.replace(/var\((--[\w-]+)\)/g, (_all, name: string) => expand(token(declared, name)));
const inScheme = (scheme: 'light' | 'dark') =>
  Object.fromEntries(Object.entries(declared).map(([name, value]) => [name, resolveScheme(expand(value), scheme)]));
/** Each theme's values, as a browser resolves the tokens under that color-scheme. */
const THEMES = { light: inScheme('light'), dark: inScheme('dark') } as const;

/** A token's declared value in a theme; fails the test if the theme lacks it. */
function token(tokens: Record<string, string>, name: string): string {
  const value = tokens[name];
  if (value === undefined) throw new Error(`No ${name} in the theme`);
  return value;
}

/** An opaque colour token's value, parsed; fails on anything else. */
function colour(tokens: Record<string, string>, name: string): Color {
  const value = token(tokens, name);
  const parsed = parse(value);
  if (!parsed || (parsed.alpha ?? 1) < 1) throw new Error(`${name} is not an opaque colour: ${value}`);
  return parsed;
}

const deltaE = differenceCiede2000();
const hue = (value: Color): number => hsl(value)?.h ?? NaN;

const TEXT = 4.5;
const UI = 3;

const ROLES = ['brand', 'danger', 'success', 'attention', 'info', 'neutral'] as const;

/**
 * [foreground, background, minimum ratio, where the pair is used]: every colour role's text on the surfaces it
 * sits on and on its own quiet fill, white on its loud fill, then each state of each control.
 */
const PAIRS: ReadonlyArray<[string, string, number, string]> = [
  ['--color-text', '--color-bg', TEXT, 'page text'],
  ['--color-text', '--color-surface', TEXT, 'text on cards, bars, dialogs'],
  ['--color-text', '--color-surface-muted', TEXT, 'text on muted panels, hovered rows'],
  ['--color-text-muted', '--color-bg', TEXT, 'secondary text on the page'],
  ['--color-text-muted', '--color-surface', TEXT, 'secondary text on cards; chip disabled'],
  ['--color-text-muted', '--color-surface-muted', TEXT, 'secondary text on muted panels; disabled button'],
  ...ROLES.flatMap((role): Array<[string, string, number, string]> => [
    [`--color-${role}-fg`, '--color-surface', TEXT, `${role} text on cards`],
    [`--color-${role}-fg`, '--color-bg', TEXT, `${role} text on the page`],
    [`--color-${role}-fg`, '--color-surface-muted', TEXT, `${role} text on muted panels`],
    [`--color-${role}-fg`, `--color-${role}-muted`, TEXT, `${role} badge, quiet fill`],
    // Banner text on its role's fill: the closed restaurant's banner and the cart's checkout-blocked one (attention).
    ['--color-text', `--color-${role}-muted`, TEXT, `${role} banner text on its quiet fill`],
    ['--color-on-emphasis', `--color-${role}-emphasis`, TEXT, `text on the ${role} fill`],
  ]),
  // Controls, state by state (rest and hover of the primary and danger buttons share their fill).
  ['--color-on-emphasis', '--color-brand-emphasis', TEXT, 'primary button; selected chip, at rest and hovered'],
  ['--color-on-emphasis', '--color-danger-emphasis', TEXT, 'danger button: the confirm dialog'],
  ['--color-text', '--color-border', TEXT, 'secondary and ghost button, unselected chip: pressed'],
  ['--color-danger-fg', '--color-danger-muted', TEXT, 'danger-ghost button, danger icon button: hovered, pressed'],
  ['--color-brand-fg', '--color-brand-muted', TEXT, 'chip selected and disabled; active nav item'],
  ['--color-text-inverse', '--color-overlay-strong', TEXT, "'Closed' over a picture"],
  ['--color-text-on-inverse', '--color-surface-inverse', TEXT, "restaurant page 'Closed' pill"],
  ['--color-status-preparing-fg', '--color-status-preparing-bg', TEXT, 'Preparing badge'],
  ['--color-status-on-the-way-fg', '--color-status-on-the-way-bg', TEXT, 'On the Way badge'],
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
  ['--color-selected-ring', '--color-bg', UI, 'selected chip ring on the page'],
  ['--color-selected-ring', '--color-surface', UI, 'selected chip ring on cards and bars'],
];

describe.each(Object.entries(THEMES))('%s theme', (_name, tokens) => {
  it.each(PAIRS)('%s on %s ≥ %s:1 (%s)', (fg, bg, min) => {
    const ratio = wcagContrast(colour(tokens, fg), colour(tokens, bg));
    expect(ratio, `${fg} ${tokens[fg]} on ${bg} ${tokens[bg]}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(min);
  });

  it.each([
    ['preparing', 35, 65],
    ['on-the-way', 200, 235],
    ['delivered', 120, 160],
  ] as const)('status %s keeps its hue (yellow, blue, green)', (status, from, to) => {
    for (const part of ['bg', 'fg']) {
      const h = hue(colour(tokens, `--color-status-${status}-${part}`));
      expect(h, `--color-status-${status}-${part}`).toBeGreaterThanOrEqual(from);
      expect(h, `--color-status-${status}-${part}`).toBeLessThanOrEqual(to);
    }
  });

  it('danger is its own hue: CIEDE2000 ΔE ≥ 20 from the brand between the emphasis fills (and the text colours)', () => {
    for (const part of ['emphasis', 'fg']) {
      const difference = deltaE(colour(tokens, `--color-brand-${part}`), colour(tokens, `--color-danger-${part}`));
      expect(difference, `brand vs danger ${part}: ΔE ${difference.toFixed(1)}`).toBeGreaterThanOrEqual(20);
    }
  });

  it.each(ROLES)('role %s has a foreground, a muted fill and an emphasis', (role) => {
    for (const part of ['fg', 'muted', 'emphasis'])
      expect(() => colour(tokens, `--color-${role}-${part}`)).not.toThrow();
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
    expect(themed.length).toBeGreaterThanOrEqual(25);
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
    const [l, d] = [THEMES.light, THEMES.dark].map((t) => wcagContrast(colour(t, fg), colour(t, bg)).toFixed(2));
    console.log(`${fg} on ${bg} (${use}, ≥ ${min}): light ${l}, dark ${d}`);
  }
}
