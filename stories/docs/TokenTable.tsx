import type { CSSProperties, ReactNode } from 'react';
import tokensCss from '../../src/styles/tokens.css?raw';
import { resolveScheme, type Scheme } from '../../src/styles/lightDark';

/** A custom property declared in tokens.css, with the comment heading it sits under. */
export interface TokenDeclaration {
  name: string;
  /** The value as written in the CSS file. */
  declared: string;
  /** The `/* ... *\/` comment heading the block the token belongs to. */
  group: string;
}

/**
 * Parses `--name: value;` declarations (and their group comments) out of a CSS text; a name declared again
 * later (a breakpoint, the dark theme) keeps its first, default-theme, declaration.
 */
export function parseTokens(css: string): TokenDeclaration[] {
  const tokens: TokenDeclaration[] = [];
  const seen = new Set<string>();
  let group = '';
  const pattern = /\/\*([\s\S]*?)\*\/|(--[\w-]+)\s*:\s*([^;]+);/g;
  for (const match of css.matchAll(pattern)) {
    if (match[1] !== undefined) {
      const comment = match[1].replace(/\s*\n\s*\*?\s*/g, ' ').trim();
      if (!comment.includes('Design tokens')) group = comment;
    } else if (match[2] && match[3] && !seen.has(match[2])) {
      seen.add(match[2]);
      tokens.push({ name: match[2], declared: match[3].trim().replace(/\s+/g, ' '), group });
    }
  }
  return tokens;
}

/** Every token of src/styles/tokens.css, in file order. */
export const TOKENS: readonly TokenDeclaration[] = parseTokens(tokensCss);

export type TokenKind = 'color' | 'space' | 'radius' | 'shadow' | 'type' | 'layout';

/** Kinds whose values differ by theme: listed with a light and a dark preview and value. */
const THEMED: readonly TokenKind[] = ['color', 'shadow'];
const SCHEMES: readonly Scheme[] = ['light', 'dark'];

const PREFIXES: Record<TokenKind, readonly string[]> = {
  color: ['--color-'],
  space: ['--space-'],
  radius: ['--radius-'],
  shadow: ['--shadow-'],
  type: ['--font-', '--line-height-'],
  layout: ['--header-', '--content-', '--sidebar-', '--z-'],
};

/** The tokens of one kind, optionally narrowed to names containing `filter`. */
export function tokensOfKind(kind: TokenKind, filter?: string, exclude?: string): TokenDeclaration[] {
  return TOKENS.filter(
    (token) =>
      PREFIXES[kind].some((prefix) => token.name.startsWith(prefix)) &&
      (!filter || token.name.includes(filter)) &&
      (!exclude || !token.name.includes(exclude)),
  );
}

/** Resolved values of the given custom properties, read from `:root`. */
function computedTokens(names: readonly string[]): Record<string, string> {
  if (typeof document === 'undefined') return {};
  const style = getComputedStyle(document.documentElement);
  return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name).trim()]));
}

const cell: CSSProperties = {
  padding: 'var(--space-2) var(--space-3)',
  borderBottom: '1px solid var(--color-border)',
  verticalAlign: 'middle',
  textAlign: 'left',
};
const code: CSSProperties = {
  fontFamily: 'var(--font-mono)',
  fontSize: 'var(--font-size-sm)',
};

function Preview({ kind, token }: { kind: TokenKind; token: TokenDeclaration }) {
  const ref = `var(${token.name})`;
  switch (kind) {
    case 'color':
      return (
        <span
          aria-hidden="true"
          style={{
            display: 'block',
            width: '4rem',
            height: '2.5rem',
            borderRadius: 'var(--radius-md)',
            border: '1px solid var(--color-border)',
            background: `linear-gradient(${ref}, ${ref}), repeating-conic-gradient(#ddd 0 25%, #fff 0 50%) 0 0 / 12px 12px`,
          }}
        />
      );
    case 'space':
      return (
        <span
          aria-hidden="true"
          style={{ display: 'block', width: ref, height: '1rem', background: 'var(--color-brand-emphasis)' }}
        />
      );
    case 'radius':
      return (
        <span
          aria-hidden="true"
          style={{
            display: 'block',
            width: '4rem',
            height: '2.5rem',
            borderRadius: ref,
            border: '2px solid var(--color-brand-emphasis)',
            background: 'var(--color-brand-muted)',
          }}
        />
      );
    case 'shadow':
      return (
        <span
          aria-hidden="true"
          style={{
            display: 'block',
            width: '5rem',
            height: '3rem',
            margin: 'var(--space-2)',
            borderRadius: 'var(--radius-md)',
            background: 'var(--color-surface)',
            boxShadow: ref,
          }}
        />
      );
    case 'type': {
      // Drawn in the product's face (not the docs page's), with a line height that clears the
      // glyphs at every size: a wrapped 36 px sample never overlaps itself.
      const base: CSSProperties = {
        display: 'block',
        fontFamily: 'var(--font-sans)',
        fontWeight: 'var(--font-weight-regular)',
        lineHeight: 'var(--line-height-tight)',
        color: 'var(--color-text)',
      };
      const style: CSSProperties = token.name.startsWith('--font-size')
        ? { fontSize: ref }
        : token.name.startsWith('--font-weight')
          ? { fontWeight: ref }
          : token.name.startsWith('--line-height')
            ? { lineHeight: ref, maxWidth: '14rem', background: 'var(--color-surface-muted)' }
            : { fontFamily: ref };
      return <span style={{ ...base, ...style }}>Pad Thai with tofu $12.99</span>;
    }
    default:
      return null;
  }
}

/** A preview drawn in one theme: data-theme sets the color-scheme that picks each token's value inside. */
function InTheme({ scheme, children }: { scheme: Scheme; children: ReactNode }) {
  return (
    <span
      data-theme={scheme}
      style={{
        display: 'inline-block',
        padding: 'var(--space-2)',
        background: 'var(--color-bg)',
        borderRadius: 'var(--radius-md)',
      }}
    >
      {children}
    </span>
  );
}

export type TokenTableProps = {
  /** Which tokens to list. */
  kind: TokenKind;
  /** Only tokens whose name contains this text (e.g. 'status'). */
  filter?: string;
  /** Leave out tokens whose name contains this text. */
  exclude?: string;
  /** Table caption. */
  caption?: string;
};

/**
 * Lists design tokens from src/styles/tokens.css with a live preview: names come from the CSS file, values
 * are read back from `getComputedStyle(document.documentElement)`. Colours and shadows are shown in both
 * themes, side by side: each preview in a light and a dark pane, each value as that theme resolves it.
 */
export function TokenTable({ kind, filter, exclude, caption }: TokenTableProps) {
  const tokens = tokensOfKind(kind, filter, exclude);
  const values = computedTokens(tokens.map((token) => token.name));
  const themed = THEMED.includes(kind);
  const value = (token: TokenDeclaration, scheme: Scheme) =>
    resolveScheme(values[token.name] || token.declared, scheme);
  return (
    <table
      style={{ width: '100%', borderCollapse: 'collapse', fontFamily: 'var(--font-sans)', color: 'var(--color-text)' }}
    >
      {caption && (
        <caption style={{ textAlign: 'left', fontWeight: 600, padding: 'var(--space-2) 0' }}>{caption}</caption>
      )}
      <thead>
        <tr>
          {themed ? (
            SCHEMES.map((scheme) => (
              <th key={scheme} scope="col" style={cell}>
                {scheme === 'light' ? 'Light' : 'Dark'}
              </th>
            ))
          ) : kind !== 'layout' ? (
            <th scope="col" style={cell}>
              Preview
            </th>
          ) : null}
          <th scope="col" style={cell}>
            Token
          </th>
          <th scope="col" style={cell}>
            {themed ? 'Value (light / dark)' : 'Value'}
          </th>
          <th scope="col" style={cell}>
            Group
          </th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => (
          <tr key={token.name}>
            {themed
              ? SCHEMES.map((scheme) => (
                  <td key={scheme} style={cell}>
                    <InTheme scheme={scheme}>
                      <Preview kind={kind} token={token} />
                    </InTheme>
                  </td>
                ))
              : kind !== 'layout' && (
                  <td style={cell}>
                    <Preview kind={kind} token={token} />
                  </td>
                )}
            <td style={cell}>
              <code style={code}>{token.name}</code>
            </td>
            <td style={cell}>
              {themed && value(token, 'light') !== value(token, 'dark') ? (
                <code style={code}>
                  {value(token, 'light')} / {value(token, 'dark')}
                </code>
              ) : (
                <code style={code}>{value(token, 'light')}</code>
              )}
            </td>
            <td style={{ ...cell, color: 'var(--color-text-muted)', fontSize: 'var(--font-size-sm)' }}>
              {token.group}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
