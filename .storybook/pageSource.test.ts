import { describe, expect, it } from 'vitest';
import type { SeedData } from '../src/domain';
import { pageCode } from '../stories/support/pageSource';

/** A story's source context: its route, data changes and the toolbar's globals. */
const at = (route: string | undefined, more: Record<string, unknown> = {}, globals: Record<string, unknown> = {}) =>
  ({ parameters: { router: route ? { route } : undefined, ...more }, args: {}, globals }) as never;

describe('pageCode ("Show code" of a page story)', () => {
  it("writes the page's composition with the public API, for the story's URL and seed", () => {
    const code = pageCode('home', at('/?q=garden&cuisine=Thai'));
    expect(code.split('\n')[0]).toBe(
      '// src/app/storefront/HomePage.tsx at /?q=garden&cuisine=Thai, inside StorefrontLayout. What it composes, from the library:',
    );
    expect(code).toContain("import { getSeedData } from '@fooddash/ui/data';");
    expect(code).toContain('const data = getSeedData(42);');
    expect(code).toContain("const cuisine = selectedCuisine('Thai', cuisines);");
    expect(code).toContain("const shown = filterRestaurants(data.restaurants, { search: 'garden', cuisine });");
    expect(code).toContain(`    title={'Search Results for "garden"'}`);
    expect(code).toContain("emptyAction={{ label: 'Clear search and filters', onAction: () => {} }}");
    expect(code).not.toContain('<HomePage');
    // No search, no cuisine: the popular list, and no way out of an empty list to offer.
    const home = pageCode('home', at('/', {}, { seed: 7, scale: 10 }));
    expect(home).toContain('const data = getSeedData(7, DEFAULT_NOW, 10);');
    expect(home).toContain('title="Popular Restaurants"');
    expect(home).not.toContain('emptyAction');
  });

  it("declares a record the story changed with its type, and says the story's data set differs", () => {
    const closed = (data: SeedData): SeedData => ({
      ...data,
      restaurants: data.restaurants.map((r) => (r.id === 'restaurant-2' ? { ...r, isOpen: false } : r)),
    });
    const code = pageCode('restaurant', at('/restaurant/restaurant-2', { dataFromSeed: closed }));
    expect(code).toContain('// This story changes that data set a little (parameters.dataFromSeed).');
    expect(code).toMatch(/const restaurant: Restaurant = \{ \.\.\.data\.restaurants\[\d+\]!, isOpen: false \};/);
    expect(code).toMatch(/import \{[^}]*type Restaurant[^}]*\} from '@fooddash\/ui';/);
    expect(code).toContain('unavailableNoteId="closed-note"');
    expect(pageCode('restaurant', at('/restaurant/nope'))).toContain('<NotFoundMessage title="Restaurant not found">');
  });

  it('draws the admin frame around the page at its path', () => {
    const code = pageCode('adminLayout', { parameters: {}, args: { path: '/admin/users' }, globals: {} } as never);
    expect(code).toContain('<AdminSidebar currentPath="/admin/users"');
    expect(code).toContain("avatarSrc={avatarUrl('admin')}");
  });
});
