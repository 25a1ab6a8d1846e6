import type { CSSProperties } from 'react';
import { Img } from '../../src/components/ui';
import { CUISINES } from '../../src/data/words';
import { dishIllustration, ILLUSTRATIONS } from '../../src/components/ui/Img/illustration';
import type { Scheme } from '../../src/styles/lightDark';

export interface GeneratedDish {
  name: string;
  cuisine: string;
  vegetarian: boolean;
}

/** Every dish of the generator's word lists (src/data/words.ts), by the illustration it gets. */
export function dishesByIllustration(): Map<string, GeneratedDish[]> {
  const groups = new Map<string, GeneratedDish[]>(ILLUSTRATIONS.map((name) => [name, []]));
  for (const words of CUISINES) {
    for (const entry of [...words.starters, ...words.mains, ...words.desserts, ...words.drinks]) {
      const name = entry.replace(/^\*/, '').split('|')[0] ?? '';
      const illustration = dishIllustration(name) ?? '(none)';
      const dish = { name, cuisine: words.primary, vegetarian: entry.startsWith('*') };
      groups.set(illustration, [...(groups.get(illustration) ?? []), dish]);
    }
  }
  return groups;
}

const SCHEMES: readonly Scheme[] = ['light', 'dark'];

const card: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'auto auto 1fr',
  justifyItems: 'start',
  gap: 'var(--space-2) var(--space-3)',
  alignContent: 'start',
  alignItems: 'center',
  padding: 'var(--space-3)',
  fontSize: 'var(--font-size-sm)',
  lineHeight: 'var(--line-height-normal)',
  border: '1px solid var(--color-border)',
  borderRadius: 'var(--radius-md)',
  background: 'var(--color-surface)',
};
const pane: CSSProperties = {
  display: 'block',
  width: '5rem',
  padding: 'var(--space-1)',
  background: 'var(--color-bg)',
  borderRadius: 'var(--radius-md)',
};
const muted: CSSProperties = { color: 'var(--color-text-muted)', fontSize: 'var(--font-size-xs)' };

/**
 * One card per illustration: the picture as `Img` draws it in place of a photo, in the light and the
 * dark theme (data-theme on each pane), above the generated dishes that get it, so the mapping of
 * src/components/ui/Img/illustration.ts can be checked by eye. Illustrations no generated dish uses are listed
 * last: other names, a menu category or a cuisine pick them.
 */
export function DishIllustrations() {
  const groups = [...dishesByIllustration()].sort(
    ([a, dishesA], [b, dishesB]) => Number(dishesA.length === 0) - Number(dishesB.length === 0) || a.localeCompare(b),
  );
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 19rem), 1fr))',
        gap: 'var(--space-3)',
        margin: 0,
        padding: 0,
        listStyle: 'none',
        fontFamily: 'var(--font-sans)',
        fontSize: 'var(--font-size-sm)',
        color: 'var(--color-text)',
      }}
    >
      {groups.map(([illustration, dishes]) => (
        <li key={illustration} data-illustration={illustration} style={card}>
          {SCHEMES.map((scheme) => (
            <span key={scheme} data-theme={scheme} title={`${scheme} theme`} style={pane}>
              <Img src={null} alt="" illustration={illustration} aspectRatio="1 / 1" rounded />
            </span>
          ))}
          <code
            style={{ gridColumn: '1 / -1', fontFamily: 'var(--font-mono)', fontWeight: 'var(--font-weight-semibold)' }}
          >
            {illustration}
          </code>
          <span style={{ gridColumn: '1 / -1' }}>
            {dishes.length === 0 ? (
              <span style={muted}>No generated dish: other names, a category or a cuisine.</span>
            ) : (
              <span>
                {dishes.map((dish, index) => (
                  <span key={`${dish.cuisine} ${dish.name}`}>
                    {index > 0 && ', '}
                    {dish.name}
                    <span style={muted}>
                      {' '}
                      ({dish.cuisine}
                      {dish.vegetarian && ', vegetarian'})
                    </span>
                  </span>
                ))}
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
