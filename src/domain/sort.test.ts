import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_SORT, compareOrders, nextOrderSort, sortOrders } from './sort';
import { makeOrder, makeRestaurant } from '../data/factories';
import type { Order, OrderStatus, Restaurant } from './types';

const alpha = makeRestaurant({ id: 'ra', name: 'alpha Kitchen' });
const beta = makeRestaurant({ id: 'rb', name: 'Beta' });
const zed = makeRestaurant({ id: 'rz', name: 'Zed' });
const at = (hour: number) => new Date(2026, 10, 21, hour, 0);
const order = (id: string, orderTime: Date, total: number, status: OrderStatus, restaurant: Restaurant): Order =>
  makeOrder({ id, orderTime, total, status, restaurant });

const orders = [
  order('o1', at(9), 25, 'preparing', beta),
  order('o2', at(12), 10.5, 'delivered', zed),
  order('o3', at(11), 99.99, 'on-the-way', alpha),
  order('o4', at(10), 10.5, 'preparing', beta),
];
const ids = (list: { id: string }[]) => list.map((o) => o.id);

describe('sortOrders', () => {
  it('defaults to Order Time, newest first', () => {
    expect(DEFAULT_ORDER_SORT).toEqual({ key: 'orderTime', direction: 'descending' });
    expect(ids(sortOrders(orders))).toEqual(['o2', 'o3', 'o4', 'o1']);
    expect(ids(sortOrders(orders, { key: 'orderTime', direction: 'ascending' }))).toEqual(['o1', 'o4', 'o3', 'o2']);
  });

  it('sorts by Total; equal totals newest first in either direction', () => {
    expect(ids(sortOrders(orders, { key: 'total', direction: 'ascending' }))).toEqual(['o2', 'o4', 'o1', 'o3']);
    expect(ids(sortOrders(orders, { key: 'total', direction: 'descending' }))).toEqual(['o3', 'o1', 'o2', 'o4']);
  });

  it('sorts by Restaurant name, ignoring case; one restaurant’s orders newest first', () => {
    expect(ids(sortOrders(orders, { key: 'restaurant', direction: 'ascending' }))).toEqual(['o3', 'o4', 'o1', 'o2']);
    expect(ids(sortOrders(orders, { key: 'restaurant', direction: 'descending' }))).toEqual(['o2', 'o4', 'o1', 'o3']);
  });

  it('does not touch its input, and breaks full ties by id', () => {
    const copy = [...orders];
    sortOrders(orders, { key: 'total', direction: 'ascending' });
    expect(orders).toEqual(copy);
    const twins = [order('b', at(9), 5, 'preparing', beta), order('a', at(9), 5, 'preparing', beta)];
    expect(ids(sortOrders(twins, { key: 'total', direction: 'descending' }))).toEqual(['a', 'b']);
    expect(compareOrders(DEFAULT_ORDER_SORT)(twins[0]!, twins[0]!)).toBe(0);
  });
});

describe('nextOrderSort', () => {
  it('flips the sorted column, and starts another in its own first direction', () => {
    expect(nextOrderSort(DEFAULT_ORDER_SORT, 'orderTime')).toEqual({ key: 'orderTime', direction: 'ascending' });
    expect(nextOrderSort(DEFAULT_ORDER_SORT, 'total')).toEqual({ key: 'total', direction: 'descending' });
    expect(nextOrderSort({ key: 'total', direction: 'descending' }, 'total')).toEqual({
      key: 'total',
      direction: 'ascending',
    });
    expect(nextOrderSort(DEFAULT_ORDER_SORT, 'restaurant')).toEqual({ key: 'restaurant', direction: 'ascending' });
  });
});
