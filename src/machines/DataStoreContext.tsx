/**
 * The in-memory data store as an app-wide actor. Wrap the app (or a story) in
 * `<DataStoreProvider data={seed}>`; the admin reads and edits it with
 * `useAdminData()`, and the storefront reads single lists with
 * `useDataStoreSelector(selectRestaurants)`.
 *
 * `data` is read once, when the actor starts: give the provider a `key` when
 * it comes from story args. Built on `createActorContext` (as `ToasterContext`),
 * its generic outside-a-provider error renamed by `useDataStoreActorRef`.
 */
import { createActorContext, useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { MenuItem, OrderStatus, Restaurant, SeedData, UserStatus } from '../domain/types';
import {
  dataStoreMachine,
  type DataStoreInput,
  type MenuItemDraft,
  type Removal,
  type RestaurantDraft,
} from './dataStore.machine';
import type { DataStoreSnapshot } from './dataStore.selectors';
import { selectMenuItems, selectOrders, selectRestaurants, selectUsers } from './dataStore.selectors';

export type DataStoreActorRef = ActorRefFrom<typeof dataStoreMachine>;

/** The store actor of the nearest provider. */
const DataStoreActorContext = createActorContext(dataStoreMachine);

export interface DataStoreProviderProps {
  /**
   * The seed (read once, at start): a whole data set, or stage 1 of a staged one with its `finish`
   * (`createSeedStages`), which the store calls after the first paint.
   */
  data: DataStoreInput;
  /** The store logic (default `dataStoreMachine`; a story or test may give a provided one). */
  logic?: typeof dataStoreMachine;
  children: ReactNode;
}

export function DataStoreProvider({ data, logic = dataStoreMachine, children }: DataStoreProviderProps) {
  return (
    <DataStoreActorContext.Provider logic={logic} options={{ input: data }}>
      {children}
    </DataStoreActorContext.Provider>
  );
}

/** The store actor, or an error that names the provider `hookName` needs. */
export function useDataStoreActorRef(hookName = 'useDataStoreActorRef'): DataStoreActorRef {
  try {
    return DataStoreActorContext.useActorRef();
  } catch (error) {
    throw new Error(`${hookName} must be used within <DataStoreProvider>`, { cause: error });
  }
}

export interface AdminActions {
  /** The store gives it a `restaurant-N` id never used before in this visit. */
  addRestaurant: (restaurant: RestaurantDraft) => void;
  /** Also refreshes the restaurant embedded in its orders. */
  updateRestaurant: (restaurant: Restaurant) => void;
  /** Also deletes the restaurant's menu items. */
  deleteRestaurant: (id: string) => void;
  /** The store gives it a `${restaurantId}-item-N` id never used before in this visit. */
  addMenuItem: (menuItem: MenuItemDraft) => void;
  updateMenuItem: (menuItem: MenuItem) => void;
  deleteMenuItem: (id: string) => void;
  /** Undo of a delete: the records `restaurantRemoval` / `menuItemRemoval` took out, put back where they were. */
  restoreRecords: (removal: Removal) => void;
  setOrderStatus: (id: string, status: OrderStatus) => void;
  setUserStatus: (id: string, status: UserStatus) => void;
}

export type UseAdminDataResult = SeedData & AdminActions;

/** All four lists and every admin edit. */
export function useAdminData(): UseAdminDataResult {
  const storeRef = useDataStoreActorRef('useAdminData');
  const restaurants = useSelector(storeRef, selectRestaurants);
  const menuItems = useSelector(storeRef, selectMenuItems);
  const users = useSelector(storeRef, selectUsers);
  const orders = useSelector(storeRef, selectOrders);

  // One object of senders: each action is stable for as long as the store is.
  const actions = useMemo<AdminActions>(
    () => ({
      addRestaurant: (restaurant) => storeRef.send({ type: 'restaurant.add', restaurant }),
      updateRestaurant: (restaurant) => storeRef.send({ type: 'restaurant.update', restaurant }),
      deleteRestaurant: (id) => storeRef.send({ type: 'restaurant.delete', id }),
      addMenuItem: (menuItem) => storeRef.send({ type: 'menuItem.add', menuItem }),
      updateMenuItem: (menuItem) => storeRef.send({ type: 'menuItem.update', menuItem }),
      deleteMenuItem: (id) => storeRef.send({ type: 'menuItem.delete', id }),
      restoreRecords: (removal) => storeRef.send({ type: 'records.restore', removal }),
      setOrderStatus: (id, status) => storeRef.send({ type: 'order.setStatus', id, status }),
      setUserStatus: (id, status) => storeRef.send({ type: 'user.setStatus', id, status }),
    }),
    [storeRef],
  );

  return useMemo(
    () => ({ restaurants, menuItems, users, orders, ...actions }),
    [restaurants, menuItems, users, orders, actions],
  );
}

/**
 * One derived value from the store, re-rendering only when it changes (by
 * `compare`, `===` by default). Pass a selector with a stable identity or one
 * that returns a stored reference (`selectRestaurants`, `selectRestaurantById(id)`).
 */
export function useDataStoreSelector<T>(
  selector: (snapshot: DataStoreSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(useDataStoreActorRef('useDataStoreSelector'), selector, compare);
}
