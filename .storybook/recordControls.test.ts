import { describe, expect, it } from 'vitest';
import { DEFAULT_NOW, getSeedData, makeCartItem, makeMenuItem, makeOrder, makeRestaurant } from '../src/data';
import {
  literal,
  recordArgs,
  recordArgTypes,
  recordKey,
  recordsFromKeys,
  recordSource,
  resolveRecords,
} from './recordControls';

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
  it("offers the story's record by its key, and gives every option's record with the story's changes", () => {
    const initialArgs = { restaurant: makeRestaurant({ isOpen: false }), restaurants: authored.restaurants };
    const argTypes = recordArgTypes({ restaurant: { name: 'restaurant' } }, initialArgs);
    const select = argTypes.restaurant!;
    expect(select.options).toContain('restaurant-1');
    expect(select.records?.['restaurant-1']).toEqual(initialArgs.restaurant);
    expect(select.records?.['restaurant-5']).toEqual({ ...authored.restaurants[4], isOpen: false });
    expect(argTypes.restaurants?.control).toBe(false);
    expect(recordArgs(argTypes, initialArgs)).toEqual({ restaurant: 'restaurant-1' });
  });

  it("uses no Storybook `mapping`: the args keep the key (a docs page's Controls block shows it), the beforeEach gives the record", () => {
    const initialArgs = { restaurant: makeRestaurant({ isOpen: false }), headingLevel: 3 };
    const argTypes = recordArgTypes({}, initialArgs);
    expect(argTypes.restaurant?.mapping).toBeUndefined();
    const args = { ...initialArgs, ...recordArgs(argTypes, initialArgs) };
    expect(args.restaurant).toBe('restaurant-1');
    expect(argTypes.restaurant?.options).toContain(args.restaurant);
    expect(recordsFromKeys(args, argTypes)).toEqual({ restaurant: initialArgs.restaurant, headingLevel: 3 });
    // Another record chosen in Controls keeps the story's change (closed).
    expect(recordsFromKeys({ ...args, restaurant: 'restaurant-5' }, argTypes).restaurant).toEqual({
      ...authored.restaurants[4],
      isOpen: false,
    });
    // Nothing to do: the same args.
    const plain = { headingLevel: 3 };
    expect(recordsFromKeys(plain, argTypes)).toBe(plain);
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

describe('recordSource ("Show code": where the records come from)', () => {
  const restaurantStory = (overrides = {}) => {
    const initialArgs = { restaurant: makeRestaurant(overrides) };
    const argTypes = recordArgTypes({}, initialArgs);
    return { args: { ...initialArgs, ...recordArgs(argTypes, initialArgs) }, argTypes };
  };

  it('writes the record as the public data API gives it, above the JSX', () => {
    const code = '<RestaurantCard restaurant={restaurant} headingLevel={3} />';
    const index = authored.restaurants.findIndex((r) => r.id === makeRestaurant().id);
    expect(recordSource(code, restaurantStory(), { data: authored, seed: 42 })).toBe(
      [
        "import { getSeedData } from '@fooddash/ui/data';",
        '',
        'const data = getSeedData(42);',
        `const restaurant = data.restaurants[${index}]!;`,
        '',
        code,
      ].join('\n'),
    );
  });

  it("spreads the story's changes over the record, and follows the toolbar's seed and scale", () => {
    const code = '<RestaurantCard restaurant={restaurant} />';
    const story = restaurantStory({ isOpen: false });
    const id = makeRestaurant().id;
    expect(recordSource(code, story, { data: authored, seed: 42 })).toContain(
      `const restaurant: Restaurant = { ...data.restaurants[${authored.restaurants.findIndex((r) => r.id === id)}]!, isOpen: false };`,
    );
    expect(recordSource(code, story, { data: authored, seed: 42 })).toMatch(
      /^import type \{ Restaurant \} from '@fooddash\/ui';\nimport \{ getSeedData \} from '@fooddash\/ui\/data';\n/,
    );
    const ten = getSeedData(7, DEFAULT_NOW, 10);
    const shown = recordSource(code, story, { data: ten, seed: 7, scale: 10 });
    expect(shown).toContain("import { DEFAULT_NOW, getSeedData } from '@fooddash/ui/data';");
    expect(shown).toContain('const data = getSeedData(7, DEFAULT_NOW, 10);');
    expect(shown).toContain(
      `const restaurant: Restaurant = { ...data.restaurants[${ten.restaurants.findIndex((r) => r.id === id)}]!, isOpen: false };`,
    );
  });

  it('writes a list as the whole list, a slice changed alike, or record by record', () => {
    const code = '<OrdersTable orders={orders} /><CartModal items={items} />';
    const orders = authored.orders.slice(3, 120).map((order) => ({ ...order, total: 10 }));
    const items = [makeCartItem({ quantity: 3 }, 2), makeCartItem({}, 5)];
    const shown = recordSource(code, { args: { orders, items } }, { data: authored, seed: 42 });
    expect(shown).toContain("import type { CartItem, Order } from '@fooddash/ui';");
    expect(shown).toContain(
      'const orders: Order[] = data.orders.slice(3, 120).map((record) => ({ ...record, total: 10 }));',
    );
    const place = (id: string) => authored.menuItems.findIndex((item) => item.id === id);
    expect(shown).toContain(
      `const items: CartItem[] = [\n  { ...data.menuItems[${place(items[0]!.id)}]!, quantity: 3 },\n  { ...data.menuItems[${place(items[1]!.id)}]!, quantity: 1 },\n];`,
    );
    expect(
      recordSource(
        '<RestaurantGrid restaurants={restaurants} />',
        { args: { restaurants: authored.restaurants } },
        { data: authored, seed: 42 },
      ),
    ).toContain('const restaurants = data.restaurants;');
  });

  it('gives the same code when run on its own output (Storybook transforms a snippet twice)', () => {
    const code = '<RestaurantCard restaurant={restaurant} />';
    const once = recordSource(code, restaurantStory({ isOpen: false }), { data: authored, seed: 42 });
    expect(recordSource(once, restaurantStory({ isOpen: false }), { data: authored, seed: 42 })).toBe(once);
  });

  it('leaves code with no record variable as it is', () => {
    const code = '<Button>Add</Button>';
    expect(recordSource(code, restaurantStory(), { data: authored, seed: 42 })).toBe(code);
  });

  it('prints values as TypeScript', () => {
    expect(literal("Luigi's")).toBe("'Luigi\\'s'");
    expect(literal(['Italian', 'Pizza'])).toBe("['Italian', 'Pizza']");
    expect(literal({ isOpen: false, 'data-x': 1 })).toBe("{ isOpen: false, 'data-x': 1 }");
    expect(literal(new Date('2026-11-21T14:00:00Z'))).toBe("new Date('2026-11-21T14:00:00.000Z')");
  });
});
