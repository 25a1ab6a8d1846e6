/**
 * The product's entities (spec section 3). Money is stored in dollars as the
 * spec says (`price: 12.99`); all arithmetic on it goes through `./money.ts`,
 * which works in integer cents.
 */

export interface Restaurant {
  /** e.g. `restaurant-1` */
  id: string;
  name: string;
  /** Absolute URL of a placeholder image service. */
  image: string;
  /** Cuisine tags, e.g. `['Italian', 'Pizza']`. */
  cuisine: string[];
  /** 1–5, one decimal. */
  rating: number;
  /** Text such as `25-30 min`. */
  deliveryTime: string;
  /** Dollars. */
  deliveryFee: number;
  description: string;
  address: string;
  isOpen: boolean;
}

export const MENU_CATEGORIES = ['Starters', 'Main Course', 'Desserts', 'Beverages'] as const;
/** The admin form also offers 'Sides' (spec section 9). */
export const FORM_MENU_CATEGORIES = [...MENU_CATEGORIES, 'Sides'] as const;
export type MenuCategory = (typeof FORM_MENU_CATEGORIES)[number];

export interface MenuItem {
  /** e.g. `restaurant-1-item-3` */
  id: string;
  name: string;
  description: string;
  /** Dollars. */
  price: number;
  image: string;
  category: string;
  isVeg: boolean;
  /** 1–5, one decimal. */
  rating: number;
  restaurantId: string;
}

export interface CartItem extends MenuItem {
  /** Whole number ≥ 1. */
  quantity: number;
}

export interface CartState {
  items: CartItem[];
  /** Dollars: sum of price × quantity over all items. */
  total: number;
}

export const ORDER_STATUSES = ['preparing', 'on-the-way', 'delivered'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderLine extends MenuItem {
  quantity: number;
}

export interface Order {
  /** e.g. `order-7f3a9c1b2d` */
  id: string;
  items: OrderLine[];
  /** The whole restaurant, as the spec says. */
  restaurant: Restaurant;
  /** Dollars. */
  total: number;
  status: OrderStatus;
  orderTime: Date;
  /** Time text such as `35 min`. */
  deliveryTime: string;
}

export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export interface User {
  /** e.g. `user-12` */
  id: string;
  name: string;
  email: string;
  phone: string;
  avatar: string;
  joinDate: Date;
  totalOrders: number;
  /** Dollars. */
  totalSpent: number;
  status: UserStatus;
}

export interface AdminStats {
  totalRestaurants: number;
  totalOrders: number;
  totalUsers: number;
  /** Dollars. */
  totalRevenue: number;
  todayOrders: number;
  /** Dollars. */
  todayRevenue: number;
  /** Dollars; 0 when there are no orders. */
  averageOrderValue: number;
  /** Name of the restaurant with the most orders, or 'No orders yet'. */
  topRestaurant: string;
}

/** Everything the generator produces and the in-memory store holds. */
export interface SeedData {
  restaurants: Restaurant[];
  menuItems: MenuItem[];
  users: User[];
  orders: Order[];
}

/** The colour role of a piece of feedback (a toast): what kind of news it is. */
export const FEEDBACK_TONES = ['success', 'info', 'attention', 'danger'] as const;
export type FeedbackTone = (typeof FEEDBACK_TONES)[number];
