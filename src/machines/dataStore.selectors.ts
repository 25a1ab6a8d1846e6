import type { SnapshotFrom } from 'xstate';
import type { MenuItem, Order, Restaurant, User } from '../domain/types';
import type { dataStoreMachine } from './dataStore.machine';

export type DataStoreSnapshot = SnapshotFrom<typeof dataStoreMachine>;

export const selectRestaurants = (snapshot: DataStoreSnapshot): Restaurant[] => snapshot.context.restaurants;
export const selectMenuItems = (snapshot: DataStoreSnapshot): MenuItem[] => snapshot.context.menuItems;
export const selectUsers = (snapshot: DataStoreSnapshot): User[] => snapshot.context.users;
export const selectOrders = (snapshot: DataStoreSnapshot): Order[] => snapshot.context.orders;

/** A selector for one restaurant by id (`undefined` when unknown: 'Restaurant not found'). */
export const selectRestaurantById =
  (id: string) =>
  (snapshot: DataStoreSnapshot): Restaurant | undefined =>
    snapshot.context.restaurants.find((r) => r.id === id);

/** Whether the whole data set is in (`ready`): false while a staged seed is `seeding` (no menus, users or orders yet). */
export const selectIsSeeded = (snapshot: DataStoreSnapshot): boolean => snapshot.matches('ready');
