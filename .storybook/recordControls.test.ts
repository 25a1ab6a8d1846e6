import { describe, expect, it } from 'vitest';
import { DEFAULT_NOW, getSeedData, makeCartItem, makeMenuItem, makeOrder, makeRestaurant } from '../src/data';
import { recordArgs, recordArgTypes, recordKey, resolveRecords } from './recordControls';

const authored = getSeedData();
const seven = getSeedData(7, DEFAULT_NOW);

describe('resolveRecords (toolbar "Data seed" and "Data scale")', () => {
  it('leaves the args alone under the default data set', () => {
    const args = { restaurant: makeRestaurant({ isOpen: false }), title: 'x' };
    expect(resolveRecords(args, authored)).toBe(args);
  });

  it('replaces a record by the one with the same id in the toolbar data, keeping what the story changed', () => {
    const closed = makeRestaurant({ isOpen: false, name: 'A very long restaurant name for the story' });
    const { restaurant } = resolveRecords({ restaurant: closed }, seven);
    const counterpart = seven.restaurants.find((r) => r.id === closed.id)!;
    expect(restaurant).toEqual({ ...counterpart, isOpen: false, name: 'A very long restaurant name for the story' });
  });

  it('finds an order by its rule (the k-th order of its restaurant), with its own restaurant and dishes', () => {
    const order = makeOrder({}, 5);
    const key = recordKey(order)!;
    const [restaurantId, k] = key.split('/order-') as [string, string];
    expect(authored.orders.filter((o) => o.restaurant.id === restaurantId)[Number(k) - 1]).toBe(authored.orders[4]);
    const { order: resolved } = resolveRecords({ order }, seven);
    expect(resolved).toEqual(seven.orders.filter((o) => o.restaurant.id === restaurantId)[Number(k) - 1]);
    const menu = new Set(seven.menuItems.filter((item) => item.restaurantId === restaurantId).map((item) => item.id));
    for (const line of resolved.items) expect(menu.has(line.id)).toBe(true);
  });

  it('keeps a list of distinct orders distinct, and a list of cart lines their quantities', () => {
    const orders = Array.from({ length: 120 }, (_, i) => makeOrder({ status: 'pending' }, i + 1));
    const resolved = resolveRecords(orders, seven);
    expect(new Set(resolved.map((o) => o.id)).size).toBe(120);
    expect(resolved.every((o) => o.status === 'pending')).toBe(true);
    const cart = [makeCartItem({ quantity: 3 }, 2)];
    const [line] = resolveRecords(cart, seven);
    expect(line).toEqual({ ...seven.menuItems.find((item) => item.id === cart[0]!.id), quantity: 3 });
  });

  it('keeps the shape the story gave, and anything that is not a record', () => {
    const dish = makeMenuItem({}, 3);
    const spy = () => undefined;
    const args = { removed: [{ id: dish.id, name: dish.name }], onClose: spy, when: DEFAULT_NOW };
    const out = resolveRecords(args, seven);
    expect(out.removed).toEqual([{ id: dish.id, name: seven.menuItems.find((item) => item.id === dish.id)!.name }]);
    expect(out.onClose).toBe(spy);
    expect(out.when).toBe(DEFAULT_NOW);
  });
});

describe('record controls', () => {
  it("offers the story's record by its key, and maps every option to a record with the story's changes", () => {
    const initialArgs = { restaurant: makeRestaurant({ isOpen: false }), restaurants: authored.restaurants };
    const argTypes = recordArgTypes({ restaurant: { name: 'restaurant' } }, initialArgs);
    const select = argTypes.restaurant!;
    expect(select.options).toContain('restaurant-1');
    expect(select.mapping?.['restaurant-1']).toEqual(initialArgs.restaurant);
    expect(select.mapping?.['restaurant-5']).toEqual({ ...authored.restaurants[4], isOpen: false });
    expect(argTypes.restaurants?.control).toBe(false);
    expect(recordArgs(argTypes, initialArgs)).toEqual({ restaurant: 'restaurant-1' });
  });

  it("adds the story's order to the order select when it is not among the newest", () => {
    const order = makeOrder({}, 150);
    const argTypes = recordArgTypes({}, { order });
    expect(argTypes.order?.options).toContain(recordKey(order));
    expect(recordArgs(argTypes, { order })).toEqual({ order: recordKey(order) });
  });

  it('leaves a control the story turned off', () => {
    const argTypes = recordArgTypes({ item: { control: false } }, { item: makeCartItem() });
    expect(argTypes.item).toEqual({ control: false });
    expect(recordArgs(argTypes, { item: makeCartItem() })).toEqual({});
  });
});
