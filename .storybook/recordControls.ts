import type { ArgTypes } from '@storybook/react-vite';
import { DEFAULT_NOW, DEFAULT_SEED, getSeedData } from '../src/data';
import { orderIdDisplay } from '../src/domain';

/** One arg's type and control. */
type InputType = ArgTypes[string];

/** A select among records, each shown by a name a designer recognises; the story receives the record itself. */
function recordSelect<T extends { id: string }>(records: readonly T[], label: (record: T) => string): InputType {
  return {
    control: { type: 'select', labels: Object.fromEntries(records.map((record) => [record.id, label(record)])) },
    options: records.map((record) => record.id),
    mapping: Object.fromEntries(records.map((record) => [record.id, record])),
  };
}

/**
 * The controls of the props that take one generated record (`restaurant`, `item`, `user`, `order`): a select
 * of the default seed's records by name (an order by its id, restaurant and total), instead of a JSON editor.
 * A record chosen there follows the toolbar's Data seed like any other. Props that take a list of records
 * (`restaurants`, `orders`…) have no control: the list is the seeded data, changed with the toolbar's seed
 * and scale.
 */
export function recordControls(): Record<string, InputType> {
  const data = getSeedData(DEFAULT_SEED, DEFAULT_NOW);
  const restaurantName = new Map(data.restaurants.map((restaurant) => [restaurant.id, restaurant.name]));
  const seededList = {
    control: false,
    description: 'Seeded records: change them with the toolbar\u2019s Data seed and Data scale.',
  } satisfies InputType;
  return {
    restaurant: recordSelect(data.restaurants, (restaurant) => restaurant.name),
    item: recordSelect(data.menuItems, (item) => `${item.name} (${restaurantName.get(item.restaurantId) ?? ''})`),
    user: recordSelect(data.users, (user) => user.name),
    order: recordSelect(data.orders.slice(0, 30), (order) => `${orderIdDisplay(order.id)}, ${order.restaurant.name}`),
    restaurants: seededList,
    menuItems: seededList,
    items: seededList,
    orders: seededList,
    users: seededList,
  };
}
