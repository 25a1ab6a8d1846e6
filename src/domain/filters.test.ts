import { describe, expect, it } from 'vitest';
import {
  distinctCuisines,
  filterAdminMenuItems,
  filterMenuItems,
  filterOrdersByStatus,
  filterRestaurants,
  filterUsers,
  menuCategories,
  noRestaurantsDetail,
  selectedCuisine,
} from './filters';
import { makeMenuItem, makeOrder, makeRestaurant, makeUser } from '../data';

const napoli = makeRestaurant({ id: 'r1', name: 'Bella Napoli', cuisine: ['Italian', 'Pizza'] });
const garden = makeRestaurant({ id: 'r2', name: 'Spicy Garden', cuisine: ['Thai', 'Asian'] });
const closed = makeRestaurant({ id: 'r3', name: 'Closed Pizza Place', cuisine: ['Italian', 'Pizza'], isOpen: false });
const restaurants = [napoli, garden, closed];

const ids = (list: readonly { id: string }[]) => list.map((x) => x.id);

describe('filterRestaurants', () => {
  it('lists only open restaurants', () => {
    expect(ids(filterRestaurants(restaurants, {}))).toEqual(['r1', 'r2']);
    expect(ids(filterRestaurants(restaurants))).toEqual(['r1', 'r2']);
  });

  it('matches name or any cuisine tag, case-insensitive and trimmed', () => {
    expect(ids(filterRestaurants(restaurants, { search: '  spicy ' }))).toEqual(['r2']);
    expect(ids(filterRestaurants(restaurants, { search: 'PIZ' }))).toEqual(['r1']);
    expect(ids(filterRestaurants(restaurants, { search: 'asian' }))).toEqual(['r2']);
    expect(ids(filterRestaurants(restaurants, { search: '   ' }))).toEqual(['r1', 'r2']);
    expect(filterRestaurants(restaurants, { search: 'sushi' })).toEqual([]);
  });

  it('filters by cuisine, All or undefined meaning any', () => {
    expect(ids(filterRestaurants(restaurants, { cuisine: 'Thai' }))).toEqual(['r2']);
    expect(ids(filterRestaurants(restaurants, { cuisine: 'Pizza' }))).toEqual(['r1']);
    expect(ids(filterRestaurants(restaurants, { cuisine: 'All' }))).toEqual(['r1', 'r2']);
    expect(ids(filterRestaurants(restaurants, { cuisine: 'Thai', search: 'bella' }))).toEqual([]);
  });
});

describe('noRestaurantsDetail', () => {
  it('names the cuisine and the search that emptied the list', () => {
    expect(noRestaurantsDetail({ search: 'xyz', cuisine: 'Thai' })).toBe('No open Thai restaurants match "xyz".');
    expect(noRestaurantsDetail({ search: ' xyz  ', cuisine: 'All' })).toBe('No open restaurants match "xyz".');
    expect(noRestaurantsDetail({ search: 'xyz' })).toBe('No open restaurants match "xyz".');
    expect(noRestaurantsDetail({ search: '  ', cuisine: 'Thai' })).toBe('No Thai restaurants are open right now.');
  });

  it('says every restaurant is closed when nothing filtered', () => {
    expect(noRestaurantsDetail({ search: '', cuisine: 'All' })).toBe('No restaurants are open right now.');
    expect(noRestaurantsDetail()).toBe('No restaurants are open right now.');
  });
});

describe('distinctCuisines', () => {
  it('returns every tag once, sorted', () => {
    expect(distinctCuisines(restaurants)).toEqual(['Asian', 'Italian', 'Pizza', 'Thai']);
    expect(distinctCuisines([])).toEqual([]);
  });

  it('compares case-insensitively: "thai" and "Thai" are one cuisine, and its filter finds both', () => {
    const lower = makeRestaurant({ id: 'r9', name: 'Thai Lower', cuisine: ['thai'], isOpen: true });
    const upper = makeRestaurant({ id: 'r8', name: 'Thai Upper', cuisine: ['Thai '], isOpen: true });
    expect(distinctCuisines([lower, upper])).toEqual(['thai']);
    expect(filterRestaurants([lower, upper], { cuisine: 'thai' }).map((r) => r.id)).toEqual(['r9', 'r8']);
    expect(filterRestaurants([lower, upper], { cuisine: 'Thai' }).map((r) => r.id)).toEqual(['r9', 'r8']);
  });
});

describe('selectedCuisine', () => {
  const chips = ['Italian', 'Pizza', 'Thai', 'Wine bar'];

  it('selects the chip whose label matches, whatever the case and surrounding spaces', () => {
    expect(selectedCuisine('Italian', chips)).toBe('Italian');
    expect(selectedCuisine('italian', chips)).toBe('Italian');
    expect(selectedCuisine('THAI', chips)).toBe('Thai');
    expect(selectedCuisine(' wine BAR ', chips)).toBe('Wine bar');
  });

  it("falls back to 'All' when the value is missing, blank, All or has no chip", () => {
    expect(selectedCuisine(null, chips)).toBe('All');
    expect(selectedCuisine(undefined, chips)).toBe('All');
    expect(selectedCuisine('', chips)).toBe('All');
    expect(selectedCuisine('   ', chips)).toBe('All');
    expect(selectedCuisine('all', chips)).toBe('All');
    expect(selectedCuisine('Unknown', chips)).toBe('All');
    expect(selectedCuisine('Ital', chips)).toBe('All');
    expect(selectedCuisine('Italian', [])).toBe('All');
  });

  it('gives a cuisine that, once filtered by, never empties the list for lack of a chip', () => {
    const cuisine = selectedCuisine('pIzZa', distinctCuisines(restaurants));
    expect(cuisine).toBe('Pizza');
    expect(ids(filterRestaurants(restaurants, { cuisine }))).toEqual(['r1']);
    const unknown = selectedCuisine('Unknown', distinctCuisines(restaurants));
    expect(ids(filterRestaurants(restaurants, { cuisine: unknown }))).toEqual(['r1', 'r2']);
  });
});

describe('menu items', () => {
  const items = [
    makeMenuItem({ id: 'a', category: 'Desserts' }),
    makeMenuItem({ id: 'b', category: 'Chef Specials' }),
    makeMenuItem({ id: 'c', category: 'Starters' }),
    makeMenuItem({ id: 'd', category: 'Main Course', restaurantId: 'r2' }),
    makeMenuItem({ id: 'e', category: 'Sides' }),
    makeMenuItem({ id: 'f', category: 'Beverages' }),
    makeMenuItem({ id: 'g', category: 'Starters', restaurantId: 'r2' }),
  ];

  it('filters by category', () => {
    expect(ids(filterMenuItems(items, 'All'))).toHaveLength(7);
    expect(ids(filterMenuItems(items, 'Starters'))).toEqual(['c', 'g']);
    expect(filterMenuItems(items, 'Nope')).toEqual([]);
  });

  it('orders categories as on a menu', () => {
    expect(menuCategories(items)).toEqual([
      'Starters',
      'Main Course',
      'Desserts',
      'Beverages',
      'Sides',
      'Chef Specials',
    ]);
    expect(menuCategories([])).toEqual([]);
  });

  it('filters admin items by restaurant and category', () => {
    expect(ids(filterAdminMenuItems(items, { restaurantId: 'all', category: 'all' }))).toHaveLength(7);
    expect(ids(filterAdminMenuItems(items, { restaurantId: 'r2', category: 'all' }))).toEqual(['d', 'g']);
    expect(ids(filterAdminMenuItems(items, { restaurantId: 'r2', category: 'Starters' }))).toEqual(['g']);
    expect(ids(filterAdminMenuItems(items, { restaurantId: 'all', category: 'Desserts' }))).toEqual(['a']);
  });
});

describe('filterOrdersByStatus', () => {
  const at = new Date(2026, 0, 1);
  const orders = [
    makeOrder({ id: 'o1', orderTime: at, total: 1, status: 'preparing' }),
    makeOrder({ id: 'o2', orderTime: at, total: 1, status: 'delivered' }),
    makeOrder({ id: 'o3', orderTime: at, total: 1, status: 'on-the-way' }),
  ];
  it('keeps the given status or all', () => {
    expect(ids(filterOrdersByStatus(orders, 'all'))).toEqual(['o1', 'o2', 'o3']);
    expect(ids(filterOrdersByStatus(orders, 'on-the-way'))).toEqual(['o3']);
  });
});

describe('filterUsers', () => {
  const users = [
    makeUser({ id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' }),
    makeUser({ id: 'u2', name: 'Alan Turing', email: 'enigma@example.com', status: 'inactive' }),
  ];
  it('searches name or email and filters by status', () => {
    expect(ids(filterUsers(users, { search: 'TURING', status: 'all' }))).toEqual(['u2']);
    expect(ids(filterUsers(users, { search: ' enigma ', status: 'all' }))).toEqual(['u2']);
    expect(ids(filterUsers(users, { search: 'example', status: 'active' }))).toEqual(['u1']);
    expect(ids(filterUsers(users, { search: '', status: 'inactive' }))).toEqual(['u2']);
    expect(ids(filterUsers(users, {}))).toEqual(['u1', 'u2']);
  });
});
