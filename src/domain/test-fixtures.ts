/**
 * Tiny hand-made entities for the domain unit tests only (the domain must not
 * import the data generator). Stories and app code use `src/data` factories.
 */
import type { MenuItem, Order, OrderStatus, Restaurant, User } from './types';

export function restaurant(overrides: Partial<Restaurant> = {}): Restaurant {
  return {
    id: 'restaurant-1',
    name: 'Bella Napoli Trattoria',
    image: 'https://picsum.photos/seed/bella/600/400',
    cuisine: ['Italian', 'Pizza'],
    rating: 4.5,
    deliveryTime: '25-30 min',
    deliveryFee: 2.99,
    description: 'Wood-fired pizza.',
    address: '12 Mulberry St, New York, NY 10013',
    isOpen: true,
    ...overrides,
  };
}

export function menuItem(overrides: Partial<MenuItem> = {}): MenuItem {
  return {
    id: 'restaurant-1-item-1',
    name: 'Margherita Pizza',
    description: 'Tomato, mozzarella and basil.',
    price: 12.99,
    image: 'https://picsum.photos/seed/margherita/400/300',
    category: 'Main Course',
    isVeg: true,
    rating: 4.4,
    restaurantId: 'restaurant-1',
    ...overrides,
  };
}

export function order(
  id: string,
  at: Date,
  total: number,
  status: OrderStatus = 'preparing',
  r: Restaurant = restaurant(),
): Order {
  return {
    id,
    items: [{ ...menuItem(), quantity: 1 }],
    restaurant: r,
    total,
    status,
    orderTime: at,
    deliveryTime: '30 min',
  };
}

export function user(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    name: 'Ada Lovelace',
    email: 'ada.lovelace1@example.com',
    phone: '+1 (212) 555-0101',
    avatar: 'https://i.pravatar.cc/150?u=user-1',
    joinDate: new Date(2025, 0, 1),
    totalOrders: 4,
    totalSpent: 100,
    status: 'active',
    ...overrides,
  };
}
