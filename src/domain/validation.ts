/**
 * Admin form rules (spec section 5). Forms keep raw strings; these functions
 * validate them, convert them to entities and back.
 */
import { fromCents, toCents } from './money';
import type { MenuItem, Restaurant } from './types';

/** Raw values of the restaurant form. */
export interface RestaurantFormValues {
  name: string;
  image: string;
  cuisine: string[];
  rating: string;
  deliveryTime: string;
  deliveryFee: string;
  description: string;
  address: string;
  isOpen: boolean;
}

/** Raw values of the menu item form. */
export interface MenuItemFormValues {
  name: string;
  restaurantId: string;
  price: string;
  category: string;
  rating: string;
  description: string;
  image: string;
  isVeg: boolean;
}

/** One message per invalid field; an empty object means the form is valid. */
export type FormErrors<Values> = Partial<Record<keyof Values, string>>;

/** Shown under an image URL that is missing a scheme, or not http(s). */
export const IMAGE_URL_MESSAGE = 'Enter a full image URL starting with http:// or https://';

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** Parses a plain decimal (no exponent, hex or blanks inside); NaN otherwise. */
function parseDecimal(raw: string): number {
  const text = raw.trim();
  return NUMBER.test(text) ? Number(text) : Number.NaN;
}

function hasAtMostDecimals(value: number, digits: number): boolean {
  const scaled = value * 10 ** digits;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** True for an absolute http: or https: URL. */
export function isHttpUrl(raw: string): boolean {
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function required(raw: string, label: string): string | undefined {
  return raw.trim() === '' ? `${label} is required` : undefined;
}

function imageError(raw: string): string | undefined {
  return required(raw, 'Image URL') ?? (isHttpUrl(raw) ? undefined : IMAGE_URL_MESSAGE);
}

function ratingError(raw: string): string | undefined {
  const missing = required(raw, 'Rating');
  if (missing) return missing;
  const value = parseDecimal(raw);
  if (Number.isNaN(value)) return 'Rating must be a number';
  if (value < 1 || value > 5) return 'Rating must be between 1 and 5';
  if (!hasAtMostDecimals(value, 1)) return 'Rating can have at most one decimal place';
  return undefined;
}

function amountError(raw: string, label: string): string | undefined {
  const missing = required(raw, label);
  if (missing) return missing;
  const value = parseDecimal(raw);
  if (Number.isNaN(value)) return `${label} must be a number`;
  if (value < 0) return `${label} cannot be negative`;
  if (!hasAtMostDecimals(value, 2)) return `${label} can have at most 2 decimal places`;
  return undefined;
}

function collect<Values>(checks: { [K in keyof Values]?: string | undefined }): FormErrors<Values> {
  const errors: FormErrors<Values> = {};
  for (const key of Object.keys(checks) as (keyof Values)[]) {
    const message = checks[key];
    if (message !== undefined) errors[key] = message;
  }
  return errors;
}

/** Validates the restaurant form; cuisines and isOpen are optional. */
export function validateRestaurantForm(values: RestaurantFormValues): FormErrors<RestaurantFormValues> {
  return collect<RestaurantFormValues>({
    name: required(values.name, 'Name'),
    image: imageError(values.image),
    rating: ratingError(values.rating),
    deliveryTime: required(values.deliveryTime, 'Delivery time'),
    deliveryFee: amountError(values.deliveryFee, 'Delivery fee'),
    description: required(values.description, 'Description'),
    address: required(values.address, 'Address'),
  });
}

/** Validates the menu item form; isVeg is always set. */
export function validateMenuItemForm(values: MenuItemFormValues): FormErrors<MenuItemFormValues> {
  return collect<MenuItemFormValues>({
    name: required(values.name, 'Name'),
    restaurantId: required(values.restaurantId, 'Restaurant'),
    price: amountError(values.price, 'Price'),
    category: required(values.category, 'Category'),
    rating: ratingError(values.rating),
    description: required(values.description, 'Description'),
    image: imageError(values.image),
  });
}

/** True when an errors object holds no message. */
export function isValid(errors: FormErrors<object>): boolean {
  return Object.keys(errors).length === 0;
}

/** Builds a restaurant from valid form values (call after validation). */
export function toRestaurant(values: RestaurantFormValues): Omit<Restaurant, 'id'>;
export function toRestaurant(values: RestaurantFormValues, id: string): Restaurant;
export function toRestaurant(values: RestaurantFormValues, id?: string): Omit<Restaurant, 'id'> & { id?: string } {
  return {
    ...(id === undefined ? {} : { id }),
    name: values.name.trim(),
    image: values.image.trim(),
    cuisine: [...values.cuisine],
    rating: Number(parseDecimal(values.rating).toFixed(1)),
    deliveryTime: values.deliveryTime.trim(),
    deliveryFee: fromCents(toCents(parseDecimal(values.deliveryFee))),
    description: values.description.trim(),
    address: values.address.trim(),
    isOpen: values.isOpen,
  };
}

/** Builds a menu item from valid form values (call after validation). */
export function toMenuItem(values: MenuItemFormValues): Omit<MenuItem, 'id'>;
export function toMenuItem(values: MenuItemFormValues, id: string): MenuItem;
export function toMenuItem(values: MenuItemFormValues, id?: string): Omit<MenuItem, 'id'> & { id?: string } {
  return {
    ...(id === undefined ? {} : { id }),
    name: values.name.trim(),
    description: values.description.trim(),
    price: fromCents(toCents(parseDecimal(values.price))),
    image: values.image.trim(),
    category: values.category,
    isVeg: values.isVeg,
    rating: Number(parseDecimal(values.rating).toFixed(1)),
    restaurantId: values.restaurantId,
  };
}

/** Form values for editing an existing restaurant (money with 2 decimals). */
export function restaurantToFormValues(restaurant: Restaurant): RestaurantFormValues {
  return {
    name: restaurant.name,
    image: restaurant.image,
    cuisine: [...restaurant.cuisine],
    rating: String(restaurant.rating),
    deliveryTime: restaurant.deliveryTime,
    deliveryFee: restaurant.deliveryFee.toFixed(2),
    description: restaurant.description,
    address: restaurant.address,
    isOpen: restaurant.isOpen,
  };
}

/** Form values for editing an existing menu item (price with 2 decimals). */
export function menuItemToFormValues(item: MenuItem): MenuItemFormValues {
  return {
    name: item.name,
    restaurantId: item.restaurantId,
    price: item.price.toFixed(2),
    category: item.category,
    rating: String(item.rating),
    description: item.description,
    image: item.image,
    isVeg: item.isVeg,
  };
}

/** Defaults of the Add Restaurant form: rating 4, '25-30 min', fee 2.99, open, no cuisines. */
export function emptyRestaurantForm(): RestaurantFormValues {
  return {
    name: '',
    image: '',
    cuisine: [],
    rating: '4',
    deliveryTime: '25-30 min',
    deliveryFee: '2.99',
    description: '',
    address: '',
    isOpen: true,
  };
}

/** Defaults of the Add Menu Item form: category Main Course, rating 4, non-vegetarian. */
export function emptyMenuItemForm(restaurantId: string): MenuItemFormValues {
  return {
    name: '',
    restaurantId,
    price: '',
    category: 'Main Course',
    rating: '4',
    description: '',
    image: '',
    isVeg: false,
  };
}

/**
 * Adds a cuisine tag: trimmed; blanks and case-insensitive duplicates are
 * ignored, in which case the same array instance is returned.
 */
export function addCuisine(list: string[], raw: string): string[] {
  const tag = raw.trim();
  if (tag === '') return list;
  const lower = tag.toLowerCase();
  if (list.some((existing) => existing.toLowerCase() === lower)) return list;
  return [...list, tag];
}

/** Removes a cuisine tag (exact match); returns the same instance when absent. */
export function removeCuisine(list: string[], tag: string): string[] {
  return list.includes(tag) ? list.filter((existing) => existing !== tag) : list;
}
