import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDataStoreActorRef, DataStoreProvider, useAdminData, useDataStoreSelector } from './DataStoreContext';
import { selectRestaurants } from './dataStore.selectors';
import { makeMenuItem, makeRestaurant, makeSeed, withoutId } from '../data';
import { renderHook } from './testing/renderHook';

describe('DataStoreContext', () => {
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('useAdminData outside <DataStoreProvider> throws an error naming the provider', () => {
    expect(() => renderHook(useAdminData)).toThrow(new Error('useAdminData must be used within <DataStoreProvider>'));
  });

  it('useDataStoreSelector outside <DataStoreProvider> throws an error naming the provider', () => {
    expect(() => renderHook(() => useDataStoreSelector(selectRestaurants))).toThrow(
      new Error('useDataStoreSelector must be used within <DataStoreProvider>'),
    );
  });

  it('useAdminData reads the seed', () => {
    const data = makeSeed();
    const admin = renderHook(useAdminData, (children) => createElement(DataStoreProvider, { data, children }));
    expect(admin.restaurants).toBe(data.restaurants);
    expect(admin.menuItems).toBe(data.menuItems);
    expect(admin.users).toBe(data.users);
    expect(admin.orders).toBe(data.orders);
  });

  it('useDataStoreSelector reads one list', () => {
    const data = makeSeed();
    const restaurants = renderHook(
      () => useDataStoreSelector(selectRestaurants),
      (children) => createElement(DataStoreProvider, { data, children }),
    );
    expect(restaurants).toBe(data.restaurants);
  });

  it('the actions send store events to the provider’s actor', () => {
    // Server rendering never starts the actor; the events wait in its mailbox until we do.
    const data = makeSeed();
    const { actorRef, admin } = renderHook(
      () => ({ actorRef: useDataStoreActorRef(), admin: useAdminData() }),
      (children) => createElement(DataStoreProvider, { data, children }),
    );
    admin.addRestaurant(withoutId(makeRestaurant({ name: 'Taco Loco' })));
    admin.updateRestaurant({ ...makeRestaurant(), name: 'Bella Roma' });
    admin.addMenuItem(withoutId(makeMenuItem({ name: 'Churros', restaurantId: 'restaurant-2' })));
    admin.updateMenuItem({ ...makeMenuItem(), price: 1 });
    admin.deleteMenuItem('restaurant-1-item-2');
    admin.deleteRestaurant('restaurant-2');
    admin.setOrderStatus(data.orders[0]!.id, 'delivered');
    admin.setUserStatus('user-1', 'inactive');
    actorRef.start();
    const { restaurants, menuItems, orders, users } = actorRef.getSnapshot().context;
    expect(restaurants.map((r) => [r.id, r.name])).toEqual([
      ['restaurant-1', 'Bella Roma'],
      ['restaurant-3', 'Taco Loco'],
    ]);
    expect(menuItems.map((m) => [m.id, m.price])).toEqual([['restaurant-1-item-1', 1]]);
    expect(orders[0]).toMatchObject({ status: 'delivered', restaurant: { name: 'Bella Roma' } });
    expect(users[0]?.status).toBe('inactive');
    actorRef.stop();
  });
});
