import { useSelector } from '@xstate/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDataStoreActorRef, DataStoreProvider, useAdminData, useDataStoreSelector } from './DataStoreContext';
import { dataStoreMachine } from './dataStore.machine';
import { selectMenuItems, selectOrders, selectRestaurants, selectUsers } from './dataStore.selectors';
import { makeMenuItem, makeRestaurant, makeSeed, withoutId } from '../data';
import { renderHook } from './testing/renderHook';

// The real useSelector, watched: which slice of which actor each hook subscribes to.
vi.mock('@xstate/react', async (importOriginal) => {
  const actual = await importOriginal<{ useSelector: typeof useSelector }>();
  return { ...actual, useSelector: vi.fn(actual.useSelector) };
});

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

  it('useDataStoreActorRef outside <DataStoreProvider> names itself, or the hook that asked for the store', () => {
    expect(() => renderHook(() => useDataStoreActorRef())).toThrow(
      new Error('useDataStoreActorRef must be used within <DataStoreProvider>'),
    );
    expect(() => renderHook(() => useDataStoreActorRef('useOrders'))).toThrow(
      new Error('useOrders must be used within <DataStoreProvider>'),
    );
  });

  it('runs the `logic` it is given, started with `data` as its input', () => {
    const data = makeSeed();
    const frozenUsers = dataStoreMachine.provide({ guards: { userExists: () => false } });
    const actorRef = renderHook(useDataStoreActorRef, (children) =>
      createElement(DataStoreProvider, { data, logic: frozenUsers, children }),
    );
    actorRef.start();
    actorRef.send({ type: 'user.setStatus', id: data.users[0]!.id, status: 'inactive' });
    expect(actorRef.getSnapshot().context.users).toBe(data.users);
    actorRef.stop();
  });

  describe('what each hook subscribes to (a component re-renders only when its slice changes)', () => {
    const data = makeSeed();
    const withStore = (children: ReactNode) => createElement(DataStoreProvider, { data, children });
    /** The [selector, compare] pairs `hook` passes to useSelector, each checked to read the provider's actor. */
    function selectionsOf(hook: () => unknown) {
      vi.mocked(useSelector).mockClear();
      const actorRef = renderHook(() => {
        hook();
        return useDataStoreActorRef();
      }, withStore);
      return vi.mocked(useSelector).mock.calls.map(([actor, selector, compare]) => {
        expect(actor).toBe(actorRef);
        return [selector, compare];
      });
    }

    it('useDataStoreSelector: the selector and comparison it is given, nothing else', () => {
      const byLength = (a: unknown[], b: unknown[]) => a.length === b.length;
      expect(selectionsOf(() => useDataStoreSelector(selectRestaurants))).toEqual([[selectRestaurants, undefined]]);
      expect(selectionsOf(() => useDataStoreSelector(selectOrders, byLength))).toEqual([[selectOrders, byLength]]);
    });

    it('useAdminData: each of the four lists on its own', () => {
      expect(selectionsOf(useAdminData)).toEqual([
        [selectRestaurants, undefined],
        [selectMenuItems, undefined],
        [selectUsers, undefined],
        [selectOrders, undefined],
      ]);
    });
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
