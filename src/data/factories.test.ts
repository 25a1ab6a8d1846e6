import { describe, expect, it } from 'vitest';
import { DEFAULT_NOW, DEFAULT_SEED } from './constants';
import { getSeedData, makeMenuItem, makeOrder, makeRestaurant, makeUser } from './factories';

describe('factories', () => {
  it('memoizes the data set per seed and now', () => {
    expect(getSeedData()).toBe(getSeedData(DEFAULT_SEED, new Date(DEFAULT_NOW.getTime())));
    expect(getSeedData(1)).not.toBe(getSeedData());
  });

  it('makes an open restaurant by default and applies overrides', () => {
    const restaurant = makeRestaurant();
    expect(restaurant.isOpen).toBe(true);
    expect(getSeedData().restaurants).toContainEqual(restaurant);
    expect(makeRestaurant({ isOpen: false, name: 'Closed Place' })).toMatchObject({
      id: restaurant.id,
      isOpen: false,
      name: 'Closed Place',
    });
    expect(makeRestaurant({}, 2).id).not.toBe(restaurant.id);
    expect(makeRestaurant({}, 11)).toEqual(restaurant); // 10 open restaurants, wraps around
  });

  it('returns fresh copies', () => {
    const restaurant = makeRestaurant();
    restaurant.cuisine.push('Mutated');
    expect(makeRestaurant().cuisine).not.toContain('Mutated');
    expect(makeRestaurant()).not.toBe(makeRestaurant());
  });

  it('makes menu items of the default restaurant', () => {
    const restaurant = makeRestaurant();
    for (let n = 1; n <= 16; n++) expect(makeMenuItem({}, n).restaurantId).toBe(restaurant.id);
    expect(makeMenuItem({ isVeg: true, price: 9.99 })).toMatchObject({ isVeg: true, price: 9.99 });
  });

  it('makes active users and the newest orders', () => {
    expect(makeUser().status).toBe('active');
    expect(makeUser({ status: 'inactive' }).status).toBe('inactive');
    const order = makeOrder();
    expect(order.orderTime).toBeInstanceOf(Date);
    expect(order).toEqual(getSeedData().orders[0]);
    expect(makeOrder({ status: 'delivered' }, 2).status).toBe('delivered');
  });
});
