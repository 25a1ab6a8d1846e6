import { describe, expect, it } from 'vitest';
import { orderIdDisplay } from '../domain/format';
import type { SeedData } from '../domain/types';
import { DEFAULT_NOW, ITEMS_PER_RESTAURANT } from './constants';
import { createSeedData, MAX_SCALE } from './generator';
import { CUISINES, NEIGHBOURHOODS } from './words';

const now = DEFAULT_NOW;
const at = (scale: number, seed = 42) => createSeedData({ seed, now, scale });
const share = <T>(list: T[], test: (value: T) => boolean) => list.filter(test).length / list.length;
const ids = (data: SeedData) =>
  [...data.restaurants, ...data.menuItems, ...data.users, ...data.orders].map((x) => x.id);

describe('createSeedData at a scale', () => {
  it.each([1, 10, 100])('makes %i × the spec counts, with distinct ids', (scale) => {
    const data = at(scale);
    expect(data.restaurants).toHaveLength(12 * scale);
    expect(data.menuItems).toHaveLength(12 * scale * ITEMS_PER_RESTAURANT);
    expect(data.users).toHaveLength(50 * scale);
    expect(data.orders).toHaveLength(200 * scale);
    expect(new Set(ids(data)).size).toBe(ids(data).length);
    expect(data.restaurants.at(-1)?.id).toBe(`restaurant-${12 * scale}`);
    expect(data.users.at(-1)?.id).toBe(`user-${50 * scale}`);
  });

  it('is scale 1 in its first block: the spec-size data set of the seed comes first', () => {
    const one = at(1);
    const ten = at(10);
    expect(ten.restaurants.slice(0, 12)).toEqual(one.restaurants);
    expect(ten.menuItems.slice(0, 192)).toEqual(one.menuItems);
    expect(ten.users.slice(0, 50)).toEqual(one.users);
    const tenOrders = new Map(ten.orders.map((order) => [order.id, order]));
    for (const order of one.orders) expect(tenOrders.get(order.id)).toEqual(order);
  });

  it('keeps the spec ratios and ranges at scale 100', () => {
    const data = at(100);
    // Exactly 10 of every 12 restaurants are open; items ~40% vegetarian; users ~90% active.
    expect(share(data.restaurants, (r) => r.isOpen)).toBe(10 / 12);
    expect(share(data.menuItems, (m) => m.isVeg)).toBeGreaterThan(0.37);
    expect(share(data.menuItems, (m) => m.isVeg)).toBeLessThan(0.43);
    expect(share(data.users, (u) => u.status === 'active')).toBeGreaterThan(0.88);
    expect(share(data.users, (u) => u.status === 'active')).toBeLessThan(0.92);
    const bad = [
      ...data.restaurants.filter((r) => r.rating < 3 || r.rating > 5 || r.deliveryFee < 1 || r.deliveryFee > 4),
      ...data.menuItems.filter((m) => m.price < 5 || m.price > 25 || m.rating < 3 || m.rating > 5),
      ...data.orders.filter(
        (o) =>
          o.items.length < 1 ||
          o.items.length > 4 ||
          o.items.some((line) => line.quantity < 1 || line.quantity > 3 || line.restaurantId !== o.restaurant.id) ||
          now.getTime() - o.orderTime.getTime() > 30 * 24 * 3600 * 1000,
      ),
    ];
    expect(bad.map((x) => x.id)).toEqual([]);
    const times = data.orders.map((o) => o.orderTime.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  // Three 100× data sets: some seconds on a loaded 2-core machine.
  it.each([42, 7, 2026])(
    'names restaurants distinctly at scale 100, seed %i: a repeated name becomes a branch in a neighbourhood',
    (seed) => {
      const names = at(100, seed).restaurants.map((r) => r.name);
      expect(new Set(names).size).toBe(names.length);
      // Every name is a head and a tail of its cuisine's lists, then at most a neighbourhood: no '#2', no number.
      const plain = new Set(
        CUISINES.flatMap((w) => w.heads.flatMap((head) => w.tails.map((tail) => `${head} ${tail}`))),
      );
      const branch = (name: string) =>
        NEIGHBOURHOODS.some((hood) => name.endsWith(` ${hood}`) && plain.has(name.slice(0, -hood.length - 1)));
      expect(names.filter((name) => !plain.has(name) && !branch(name))).toEqual([]);
      expect(names.filter((name) => /#|\d$/.test(name))).toEqual([]);
      // 1,200 restaurants from 160 plain names: most are branches.
      expect(names.filter(branch).length).toBeGreaterThan(1000);
    },
    30_000,
  );

  it('names branches the same for the same seed, and otherwise for another seed', () => {
    expect(at(10).restaurants.map((r) => r.name)).toEqual(at(10).restaurants.map((r) => r.name));
    expect(at(10, 7).restaurants.map((r) => r.name)).not.toEqual(at(10).restaurants.map((r) => r.name));
  });

  it('gives every order an id that reads differently in its short form, at scale 100', () => {
    const orders = at(100).orders;
    expect(new Set(orders.map((o) => orderIdDisplay(o.id))).size).toBe(orders.length);
  });

  it('is reproducible: the same seed and scale give the same data, another seed other data', () => {
    expect(JSON.stringify(at(10, 7))).toBe(JSON.stringify(at(10, 7)));
    expect(JSON.stringify(at(10, 7))).not.toBe(JSON.stringify(at(10, 8)));
  });

  it.each([0, -1, 1.5, MAX_SCALE + 1, Number.NaN])('rejects scale %s', (scale) => {
    expect(() => at(scale)).toThrow(RangeError);
  });
});
