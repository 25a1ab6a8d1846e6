import { describe, expect, it } from 'vitest';
import { computeAdminStats, recentOrders, userStats } from './stats';
import { makeOrder, makeRestaurant, makeUser } from '../data';

const now = new Date(2026, 10, 21, 14, 0);
const a = makeRestaurant({ id: 'ra', name: 'Alpha' });
const b = makeRestaurant({ id: 'rb', name: 'Beta' });
const c = makeRestaurant({ id: 'rc', name: 'Gamma' });

describe('computeAdminStats', () => {
  it('computes totals, today figures and the top restaurant', () => {
    const orders = [
      makeOrder({ id: 'o1', orderTime: new Date(2026, 10, 21, 0, 0), total: 0.1, status: 'preparing', restaurant: b }),
      makeOrder({
        id: 'o2',
        orderTime: new Date(2026, 10, 21, 13, 59),
        total: 0.2,
        status: 'delivered',
        restaurant: b,
      }),
      makeOrder({
        id: 'o3',
        orderTime: new Date(2026, 10, 20, 23, 59),
        total: 19.99,
        status: 'delivered',
        restaurant: a,
      }),
      makeOrder({ id: 'o4', orderTime: new Date(2026, 9, 21, 12, 0), total: 10, status: 'on-the-way', restaurant: c }),
    ];
    expect(
      computeAdminStats({ restaurants: [a, b, c], orders, users: [makeUser(), makeUser({ id: 'u2' })] }, now),
    ).toEqual({
      totalRestaurants: 3,
      totalOrders: 4,
      totalUsers: 2,
      totalRevenue: 30.29,
      todayOrders: 2,
      todayRevenue: 0.3,
      averageOrderValue: 7.57,
      topRestaurant: 'Beta',
    });
  });

  it('breaks ties by restaurant order', () => {
    const at = new Date(2026, 10, 1);
    const orders = [
      makeOrder({ id: 'o1', orderTime: at, total: 1, status: 'preparing', restaurant: b }),
      makeOrder({ id: 'o2', orderTime: at, total: 1, status: 'preparing', restaurant: a }),
    ];
    expect(computeAdminStats({ restaurants: [a, b], orders, users: [] }, now).topRestaurant).toBe('Alpha');
    expect(computeAdminStats({ restaurants: [b, a], orders, users: [] }, now).topRestaurant).toBe('Beta');
  });

  it('uses the current name and still counts deleted restaurants', () => {
    const at = new Date(2026, 10, 1);
    const renamed = { ...a, name: 'Alpha Renamed' };
    expect(
      computeAdminStats(
        {
          restaurants: [renamed],
          orders: [makeOrder({ id: 'o1', orderTime: at, total: 1, status: 'preparing', restaurant: a })],
          users: [],
        },
        now,
      ).topRestaurant,
    ).toBe('Alpha Renamed');
    expect(
      computeAdminStats(
        {
          restaurants: [],
          orders: [makeOrder({ id: 'o1', orderTime: at, total: 1, status: 'preparing', restaurant: a })],
          users: [],
        },
        now,
      ).topRestaurant,
    ).toBe('Alpha');
  });

  it('handles no orders', () => {
    expect(computeAdminStats({ restaurants: [a], orders: [], users: [] }, now)).toMatchObject({
      totalOrders: 0,
      totalRevenue: 0,
      todayOrders: 0,
      todayRevenue: 0,
      averageOrderValue: 0,
      topRestaurant: 'No orders yet',
    });
  });
});

describe('recentOrders', () => {
  it('returns the newest first without mutating the input', () => {
    const orders = [1, 5, 3, 7, 2, 6, 4].map((d) =>
      makeOrder({ id: `o${d}`, orderTime: new Date(2026, 10, d), total: d, status: 'preparing' }),
    );
    const before = orders.map((o) => o.id);
    expect(recentOrders(orders).map((o) => o.id)).toEqual(['o7', 'o6', 'o5', 'o4', 'o3']);
    expect(recentOrders(orders, 2).map((o) => o.id)).toEqual(['o7', 'o6']);
    expect(recentOrders([], 5)).toEqual([]);
    expect(orders.map((o) => o.id)).toEqual(before);
  });
});

describe('userStats', () => {
  it('derives average order, days since joining and member since', () => {
    const u = makeUser({ joinDate: new Date(2026, 10, 11, 15, 0), totalOrders: 3, totalSpent: 100 });
    expect(userStats(u, now)).toEqual({ averageOrder: 33.33, daysSinceJoining: 9, memberSince: 'Nov 11, 2026' });
  });

  it('returns 0 average without orders', () => {
    expect(userStats(makeUser({ totalOrders: 0, totalSpent: 0, joinDate: now }), now)).toMatchObject({
      averageOrder: 0,
      daysSinceJoining: 0,
    });
  });
});
