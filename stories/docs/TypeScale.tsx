import type { CSSProperties } from 'react';
import { tokensOfKind } from './TokenTable';

const SIZES = tokensOfKind('type', '--font-size-');
const WEIGHTS = tokensOfKind('type', '--font-weight-');

const cell: CSSProperties = {
  padding: 'var(--space-2) var(--space-3)',
  borderBottom: '1px solid var(--color-border)',
  textAlign: 'left',
  verticalAlign: 'baseline',
};
const label: CSSProperties = {
  fontFamily: 'var(--font-mono)',
  fontSize: 'var(--font-size-xs)',
  fontWeight: 'var(--font-weight-regular)',
  color: 'var(--color-text-muted)',
  whiteSpace: 'nowrap',
};

/**
 * The type scale as the product draws it: every size token (rows) at every weight token
 * (columns), in Inter (`--font-sans`, a variable face, so each weight is a real one and not a
 * synthesised bold), with the tight line height the UI uses for headings. Names come from
 * src/styles/tokens.css; the sample is short enough that four 36 px columns fit a
 * 1280 px page without scrolling.
 */
export function TypeScale({ sample = 'Pad Thai' }: { sample?: string }) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <table
        style={{
          width: '100%',
          borderCollapse: 'collapse',
          fontFamily: 'var(--font-sans)',
          color: 'var(--color-text)',
        }}
      >
        <caption style={{ textAlign: 'left', fontWeight: 600, padding: 'var(--space-2) 0' }}>
          Sizes × weights, in Inter
        </caption>
        <thead>
          <tr>
            <th scope="col" style={{ ...cell, ...label }}>
              Size
            </th>
            {WEIGHTS.map((weight) => (
              <th key={weight.name} scope="col" style={{ ...cell, ...label }}>
                {weight.name.replace('--font-weight-', '')} · {weight.declared}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SIZES.map((size) => (
            <tr key={size.name}>
              <th scope="row" style={{ ...cell, ...label }}>
                {size.name.replace('--font-size-', '')} · {size.declared}
              </th>
              {WEIGHTS.map((weight) => (
                <td
                  key={weight.name}
                  data-size={size.name}
                  data-weight={weight.declared}
                  style={{
                    ...cell,
                    fontSize: `var(${size.name})`,
                    fontWeight: `var(${weight.name})`,
                    lineHeight: 'var(--line-height-tight)',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {sample}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
