/**
 * Tiny hand-made records for machine tests: deterministic and independent of
 * the seeded generator in `src/data`. Test-only.
 */
import type { CartItem, MenuItem, Order, Restaurant, SeedData, User } from '../../domain/types';

export function makeRestaurant(overrides: Partial<Restaurant> = {}): Restaurant {
  return {
    id: 'restaurant-1',
    name: 'Bella Napoli',
    image: 'https://picsum.photos/seed/restaurant-1/800/600',
    cuisine: ['Italian', 'Pizza'],
    rating: 4.6,
    deliveryTime: '25-30 min',
    deliveryFee: 2.99,
    description: 'Wood-fired pizza and fresh pasta.',
    address: '12 Mulberry St, New York, NY',
    isOpen: true,
    ...overrides,
  };
}

export function makeMenuItem(overrides: Partial<MenuItem> = {}): MenuItem {
  return {
    id: 'restaurant-1-item-1',
    name: 'Margherita',
    description: 'Tomato, mozzarella, basil.',
    price: 12.99,
    image: 'https://picsum.photos/seed/restaurant-1-item-1/400/300',
    category: 'Main Course',
    isVeg: true,
    rating: 4.4,
    restaurantId: 'restaurant-1',
    ...overrides,
  };
}

export function makeCartItem(overrides: Partial<CartItem> = {}): CartItem {
  return { ...makeMenuItem(overrides), quantity: overrides.quantity ?? 1 };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '+1 212 555 0100',
    avatar: 'https://i.pravatar.cc/150?u=user-1',
    joinDate: new Date('2024-01-15T10:00:00Z'),
    totalOrders: 12,
    totalSpent: 345.67,
    status: 'active',
    ...overrides,
  };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  const restaurant = overrides.restaurant ?? makeRestaurant();
  const line = { ...makeMenuItem({ restaurantId: restaurant.id, id: `${restaurant.id}-item-1` }), quantity: 2 };
  return {
    id: 'order-7f3a9c1b2d',
    items: [line],
    restaurant,
    total: 25.98,
    status: 'preparing',
    orderTime: new Date('2025-05-01T12:30:00Z'),
    deliveryTime: '35 min',
    ...overrides,
  };
}

/** Two restaurants with two items each, two users, three orders. */
export function makeSeed(): SeedData {
  const napoli = makeRestaurant();
  const sakura = makeRestaurant({
    id: 'restaurant-2',
    name: 'Sakura',
    cuisine: ['Japanese', 'Sushi'],
    isOpen: false,
  });
  return {
    restaurants: [napoli, sakura],
    menuItems: [
      makeMenuItem(),
      makeMenuItem({ id: 'restaurant-1-item-2', name: 'Tiramisu', price: 6.5, category: 'Desserts' }),
      makeMenuItem({ id: 'restaurant-2-item-1', name: 'Salmon Nigiri', price: 8.25, restaurantId: 'restaurant-2' }),
      makeMenuItem({
        id: 'restaurant-2-item-2',
        name: 'Green Tea',
        price: 2.5,
        restaurantId: 'restaurant-2',
        category: 'Beverages',
      }),
    ],
    users: [makeUser(), makeUser({ id: 'user-2', name: 'Alan Turing', email: 'alan@example.com', status: 'inactive' })],
    orders: [
      makeOrder({ id: 'order-aaaaaa0001', restaurant: napoli }),
      makeOrder({ id: 'order-aaaaaa0002', restaurant: sakura, status: 'delivered' }),
      makeOrder({ id: 'order-aaaaaa0003', restaurant: napoli, status: 'on-the-way' }),
    ],
  };
}

/** A copy of `record` without its id: what an Add form hands the store. */
export function withoutId<T extends { id: string }>(record: T): Omit<T, 'id'> {
  const copy: Partial<T> = { ...record };
  delete copy.id;
  return copy as Omit<T, 'id'>;
}
