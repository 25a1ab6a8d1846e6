import { describe, expect, it } from 'vitest';
import { DEFAULT_ILLUSTRATION, dishIllustration, illustrationFor } from './illustration';
import { DEFAULT_NOW } from '../../../data/constants';
import { createSeedData } from '../../../data/generator';
import { menuItemImageUrl, restaurantImageUrl } from '../../../data/images';
import { CUISINES } from '../../../data/words';

const dishName = (entry: string) => entry.replace(/^\*/, '').split('|')[0] ?? '';
const CUISINE_PICTURE: Record<string, string> = {
  Italian: 'pizza',
  Chinese: 'dumpling',
  Indian: 'curry-rice',
  Mexican: 'taco',
  American: 'hamburger',
  Japanese: 'sushi',
  Thai: 'steaming-bowl',
  Mediterranean: 'gyro-plate',
};

describe('dish illustrations', () => {
  it('names an illustration for every dish of every cuisine, from its name alone', () => {
    const unmatched = CUISINES.flatMap((w) => [...w.starters, ...w.mains, ...w.desserts, ...w.drinks])
      .map(dishName)
      .filter((name) => dishIllustration(name) === undefined);
    expect(unmatched).toEqual([]);
  });

  it('picks the dish itself, not an ingredient it mentions', () => {
    const cases: [string, string][] = [
      ['Mango Lassi', 'glass-of-milk'],
      ['Mango Sticky Rice', 'mango-sticky-rice'],
      ['Chicken Biryani', 'biryani'],
      ['Butter Chicken', 'curry-rice'],
      ['Tom Yum Broth', 'hot-and-sour-soup'],
      ['Tom Yum Soup', 'hot-and-sour-soup'],
      ['Thai Iced Tea', 'bubble-tea'],
      ['Coffee Jelly', 'custard'],
      ['Mushroom Tacos', 'taco'],
      ['Pineapple Fried Rice', 'pineapple-fried-rice'],
      ['Vegetable Tempura', 'roasted-sweet-potato'],
      ['Consomé de Birria', 'cup-of-broth'],
      ['Tavuk Göğsü', 'custard'],
      ["S'mores Bar", 'cookie'],
      ['Margherita Pizza', 'pizza'],
      ['Tiramisu', 'tiramisu'],
      ['Espresso', 'hot-beverage'],
    ];
    expect(cases.map(([name]) => [name, dishIllustration(name)])).toEqual(cases);
  });

  it('matches whole words only', () => {
    expect(illustrationFor('Lemongrass Kitchen')).toBe(DEFAULT_ILLUSTRATION);
    expect(illustrationFor('Big Apple Diner')).toBe(DEFAULT_ILLUSTRATION);
    expect(illustrationFor('Pad Thai')).toBe('steaming-bowl');
  });

  it('reads the image key first, then the name; the category, then the cuisine when no dish is named', () => {
    expect(illustrationFor(menuItemImageUrl('restaurant-1 Main Course Pad Thai'), 'Pad Thai')).toBe('steaming-bowl');
    expect(illustrationFor(menuItemImageUrl('restaurant-1 Desserts Chef Special'))).toBe('shortcake');
    expect(illustrationFor(menuItemImageUrl('restaurant-1 Beverages House Special'))).toBe('cup-with-straw');
    expect(illustrationFor('https://example.com/photo.jpg', 'Margherita Pizza')).toBe('pizza');
    expect(illustrationFor(restaurantImageUrl('Thai Asian Siam Garden'))).toBe('steaming-bowl');
    expect(illustrationFor(null, undefined, '')).toBe(DEFAULT_ILLUSTRATION);
  });

  it("draws each generated item's own dish and each restaurant's cuisine, from the image URL alone", () => {
    const problems: string[] = [];
    for (const seed of [1, 7, 42, 123, 2026]) {
      const data = createSeedData({ seed, now: DEFAULT_NOW });
      for (const item of data.menuItems) {
        if (illustrationFor(item.image) !== dishIllustration(item.name))
          problems.push(`${seed} ${item.id} ${item.name}`);
      }
      for (const r of data.restaurants) {
        if (illustrationFor(r.image) !== CUISINE_PICTURE[r.cuisine[0] ?? ''])
          problems.push(`${seed} ${r.id} ${r.name}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
