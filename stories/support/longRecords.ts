import { makeRestaurant, makeUser } from '../../src/data';
import type { Order, Restaurant, User } from '../../src/domain';
import { unbroken, UNBROKEN_LENGTH } from './longText';

/**
 * The seeded records of the "Long Unbroken Text" stories, each text made one unbroken word from the record's own
 * text (`unbroken`): the same records in every story that shows them, so a card, a hero and a dialog are compared
 * on the same words.
 */

/** A restaurant's texts a person types: each becomes one unbroken word. */
export type LongRestaurantText = 'name' | 'cuisine' | 'deliveryTime' | 'address' | 'description';

/** The restaurant they are made from: the second open one (the first is the default stories'). */
const LONG_RESTAURANT = 2;

/**
 * The restaurant with `texts` one unbroken word each: 40 characters, a delivery time as long as it may be (20).
 * The cuisine is one word made of all its cuisines; `keepCuisines` lists the original cuisines after it.
 */
export function longRestaurant(texts: readonly LongRestaurantText[], { keepCuisines = false } = {}): Restaurant {
  const source = makeRestaurant({}, LONG_RESTAURANT);
  const cuisine = unbroken(source.cuisine.join(''), UNBROKEN_LENGTH);
  const long: Pick<Restaurant, LongRestaurantText> = {
    name: unbroken(source.name, UNBROKEN_LENGTH),
    cuisine: keepCuisines ? [cuisine, ...source.cuisine] : [cuisine],
    deliveryTime: unbroken(source.deliveryTime, 20),
    address: unbroken(source.address, UNBROKEN_LENGTH),
    description: unbroken(source.description, UNBROKEN_LENGTH),
  };
  return makeRestaurant(Object.fromEntries(texts.map((text) => [text, long[text]])), LONG_RESTAURANT);
}

/** A user (the third active one) whose name, and the part of whose email before the "@", are one unbroken word. */
export function longUser(): User {
  const source = makeUser({}, 3);
  const [local = '', domain = ''] = source.email.split('@');
  return makeUser(
    { name: unbroken(source.name, UNBROKEN_LENGTH), email: `${unbroken(local, UNBROKEN_LENGTH)}@${domain}` },
    3,
  );
}

/** `orders` with their restaurants named with one unbroken 40-character word each. */
export function withLongRestaurantNames(orders: readonly Order[]): Order[] {
  return orders.map((order) => ({
    ...order,
    restaurant: { ...order.restaurant, name: unbroken(order.restaurant.name, UNBROKEN_LENGTH) },
  }));
}
