import { describe, expect, it } from 'vitest';
import { createSeedData, DEFAULT_NOW, makeRestaurant, makeOrder } from '../src/data';
import { reseedArgs } from './reseed';

const base = createSeedData({ seed: 42, now: DEFAULT_NOW });
const next = createSeedData({ seed: 7, now: DEFAULT_NOW });

describe('reseedArgs (toolbar "Data seed")', () => {
  it('replaces a generated entity by the one with the same id under the new seed', () => {
    const restaurant = makeRestaurant();
    const { restaurant: reseeded } = reseedArgs({ restaurant }, base, next);
    const expected = next.restaurants.find((r) => r.id === restaurant.id);
    expect(reseeded).toEqual(expected);
    expect(reseeded.name).not.toBe(restaurant.name);
  });

  it('keeps what the story overrode (a Closed story stays closed)', () => {
    const closed = makeRestaurant({ isOpen: false, name: 'A very long restaurant name for the story' });
    const { restaurant } = reseedArgs({ restaurant: closed }, base, next);
    expect(restaurant.isOpen).toBe(false);
    expect(restaurant.name).toBe('A very long restaurant name for the story');
    expect(restaurant.address).toBe(next.restaurants.find((r) => r.id === closed.id)!.address);
  });

  it('walks arrays and nested entities, and leaves other values alone', () => {
    const order = makeOrder();
    const args = { orders: [order], title: 'Recent Orders', count: 5 };
    const out = reseedArgs(args, base, next);
    expect(out.title).toBe('Recent Orders');
    expect(out.count).toBe(5);
    // Order ids are random per seed: the order at the same position takes its place.
    const position = base.orders.findIndex((o) => o.id === order.id);
    expect(out.orders[0]).toEqual(next.orders[position]);
    expect(out.orders[0]!.restaurant.id).toBe(next.orders[position]!.restaurant.id);
  });
});
