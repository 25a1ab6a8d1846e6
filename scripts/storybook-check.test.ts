import { describe, expect, it } from 'vitest';
import {
  parsePasses,
  parseShard,
  passOpens,
  readsScaledData,
  readsSeededData,
  shardEntries,
  unreadableSnippet,
} from './storybook-check.mjs';

describe('parsePasses', () => {
  it('reads seed, Data scale and theme of each pass', () => {
    expect(parsePasses('42,7~sbs,42@10,1@1~dark')).toEqual([
      { seed: '42', scale: '', theme: '' },
      { seed: '7', scale: '', theme: 'side by side' },
      { seed: '42', scale: '10', theme: '' },
      { seed: '1', scale: '', theme: 'dark' },
    ]);
  });

  it('refuses a theme the toolbar does not have', () => {
    expect(() => parsePasses('42~sepia')).toThrow(/Unknown theme "sepia"/);
  });
});

describe('readsScaledData', () => {
  it('opens a page story or one built on the story data at another scale, not one built from factories', () => {
    expect(readsScaledData('./stories/pages/AdminOrders.stories.tsx')).toBe(true);
    expect(readsScaledData('./stories/admin/OrdersTable.stories.tsx')).toBe(true);
    expect(readsScaledData('./stories/ui/Badge.stories.tsx')).toBe(false);
  });

  it('checks a story whose file it cannot read', () => {
    expect(readsScaledData('./stories/no-such.stories.tsx')).toBe(true);
  });
});

describe('readsSeededData', () => {
  it('opens under another seed a story built on the generator or its fixtures, not one drawn from literal props', () => {
    expect(readsSeededData('./stories/storefront/RestaurantCard.stories.tsx')).toBe(true);
    expect(readsSeededData('./stories/pages/AdminOrders.stories.tsx')).toBe(true);
    expect(readsSeededData('./stories/ui/Button.stories.tsx')).toBe(false);
    expect(readsSeededData('./stories/admin/StatCard.stories.tsx')).toBe(false);
  });

  it('follows the story helpers a file imports to the data they read', () => {
    // The story file imports only its docs block, and the block reads the generator's word lists.
    expect(readsScaledData('./stories/docs/DishIllustrations.stories.tsx')).toBe(false);
    expect(readsSeededData('./stories/docs/DishIllustrations.stories.tsx')).toBe(true);
  });

  it('checks a story whose file it cannot read', () => {
    expect(readsSeededData('./stories/no-such.stories.tsx')).toBe(true);
  });
});

describe('passOpens', () => {
  const [first, seed7, scale10, sbs] = parsePasses('42,7,42@10,7~sbs');
  it('opens every story in the first pass and in another theme', () => {
    expect(passOpens(first!, first!)).toBe('all');
    expect(passOpens(sbs!, first!)).toBe('all');
  });
  it('opens the seeded stories under another seed and the scaled ones at another scale', () => {
    expect(passOpens(seed7!, first!)).toBe('seeded');
    expect(passOpens(scale10!, first!)).toBe('scaled');
  });
});

describe('shards', () => {
  const entries = ['c', 'a', 'e', 'b', 'd', 'f', 'g'].map((id) => ({ id }));
  it('splits the entries over the shards, each once, sorted by id', () => {
    const shards = [1, 2, 3].map((index) => shardEntries(entries, { index, total: 3 }).map((e) => e.id));
    expect(shards).toEqual([
      ['a', 'd', 'g'],
      ['b', 'e'],
      ['c', 'f'],
    ]);
    expect(shardEntries(entries, null)).toBe(entries);
  });
  it('reads N/M and refuses anything else', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, total: 4 });
    expect(parseShard('')).toBeNull();
    expect(() => parseShard('5/4')).toThrow(/--shard/);
    expect(() => parseShard('two')).toThrow(/--shard/);
  });
});

describe('unreadableSnippet', () => {
  it('passes code a developer would write', () => {
    expect(
      unreadableSnippet('<Pagination aria-label="Pagination, orders" onPageChange={() => {}} page={1} />'),
    ).toBeNull();
    expect(unreadableSnippet('<ul>\n  <li>\n    <p>Text</p>\n  </li>\n</ul>')).toBeNull();
    expect(unreadableSnippet('<h2>Menu</h2>')).toBeNull();
  });

  it('names a component the minifier renamed, and a minified callback', () => {
    expect(unreadableSnippet('<u\n  aria-label="Pagination, orders"\n/>')).toMatch(/<u>, a minified name/);
    expect(unreadableSnippet('<_ orders={orders} />')).toMatch(/<_>/);
    expect(unreadableSnippet('<Qq />')).toMatch(/<Qq>/);
    expect(unreadableSnippet('<Button onClick={function Qq(){}} />')).toMatch(/minified function/);
  });
});
