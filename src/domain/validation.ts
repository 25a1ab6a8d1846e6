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

/**
 * What a number field accepts, as the browser reads `<input type="number">`: HTML's floating-point number
 * (an exponent included: `1e6` is a million), plus a leading `+` and a trailing `.` people type. No hex, no
 * blanks inside, no `Infinity`.
 */
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** Parses a number as the browser does; NaN when it is not one. `1e309` is a number, too large: Infinity. */
export function parseDecimal(raw: string): number {
  const text = raw.trim();
  return NUMBER.test(text) ? Number(text) : Number.NaN;
}

/**
 * Length limits of the text fields, in characters. Chosen to fit the data and the layouts:
 * - name 80: the longest real restaurant and dish names are about 50; 80 leaves room and still fits two
 *   lines of a card title;
 * - deliveryTime 20: '25-30 min' is 9; '1 hr 15 min - 2 hr' is 18;
 * - cuisine 30: one or two words ('Mediterranean' is 13, 'Modern Australian Fusion' 24);
 * - address 200: a full street address with unit, city, state and postcode is under 120;
 * - description 500: a short paragraph, what a card or the restaurant header can show;
 * - image 2,048: the longest URL browsers and CDNs reliably handle.
 * Every layout that shows them breaks an unbroken value of the full length (`overflow-wrap: anywhere`).
 */
export const MAX_LENGTH = {
  name: 80,
  deliveryTime: 20,
  cuisine: 30,
  address: 200,
  description: 500,
  image: 2048,
} as const;

/** Upper bounds of the money fields, in dollars: no delivery fee or dish costs more than $1,000. */
export const MAX_DELIVERY_FEE = 1000;
export const MAX_PRICE = 1000;

function hasAtMostDecimals(value: number, digits: number): boolean {
  const scaled = value * 10 ** digits;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/**
 * True for an absolute http: or https: URL, parsed strictly: the scheme followed by `//`, a host, and no
 * blank anywhere (`http://a b.com/x.png`, `https:/x.com` and `http:///x.png` are refused).
 */
export function isHttpUrl(raw: string): boolean {
  const text = raw.trim();
  if (!/^https?:\/\/[^/?#\s]/i.test(text) || /\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Fields whose typed text the browser could not read as a number (`validity.badInput`: e.g. `1e309`, out of
 * its range): their value arrives empty although the field is filled, so they are never "required".
 */
export type Unreadable<Values> = ReadonlySet<keyof Values>;

function required(raw: string, label: string): string | undefined {
  return raw.trim() === '' ? `${label} is required` : undefined;
}

function tooLong(raw: string, label: string, max: number): string | undefined {
  return raw.trim().length > max ? `${label} can be at most ${max.toLocaleString('en-US')} characters` : undefined;
}

function text(raw: string, label: string, max: number): string | undefined {
  return required(raw, label) ?? tooLong(raw, label, max);
}

function imageError(raw: string): string | undefined {
  return text(raw, 'Image URL', MAX_LENGTH.image) ?? (isHttpUrl(raw) ? undefined : IMAGE_URL_MESSAGE);
}

const RATING_RANGE = 'Rating must be between 1 and 5';

/** Under a Rating field before any error: what `ratingError` accepts (1 to 5, at most one decimal). */
export const RATING_HINT = 'From 1 to 5, with up to one decimal place.';

/** Under a money field before any error: what `amountError` accepts ("From 0 to 1,000, with up to 2 decimal places."). */
export function amountHint(max: number): string {
  return `From 0 to ${max.toLocaleString('en-US')}, with up to 2 decimal places.`;
}

function ratingError(raw: string, unreadable: boolean): string | undefined {
  if (unreadable) return RATING_RANGE;
  const missing = required(raw, 'Rating');
  if (missing) return missing;
  const value = parseDecimal(raw);
  if (Number.isNaN(value)) return 'Rating must be a number';
  if (value < 1 || value > 5) return RATING_RANGE;
  if (!hasAtMostDecimals(value, 1)) return 'Rating can have at most one decimal place';
  return undefined;
}

function amountError(raw: string, label: string, max: number, unreadable: boolean): string | undefined {
  const range = `${label} must be between 0 and ${max.toLocaleString('en-US')}`;
  if (unreadable) return range;
  const missing = required(raw, label);
  if (missing) return missing;
  const value = parseDecimal(raw);
  if (Number.isNaN(value)) return `${label} must be a number`;
  if (value > max) return range;
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
export function validateRestaurantForm(
  values: RestaurantFormValues,
  unreadable: Unreadable<RestaurantFormValues> = new Set(),
): FormErrors<RestaurantFormValues> {
  return collect<RestaurantFormValues>({
    name: text(values.name, 'Name', MAX_LENGTH.name),
    image: imageError(values.image),
    rating: ratingError(values.rating, unreadable.has('rating')),
    deliveryTime: text(values.deliveryTime, 'Delivery time', MAX_LENGTH.deliveryTime),
    deliveryFee: amountError(values.deliveryFee, 'Delivery fee', MAX_DELIVERY_FEE, unreadable.has('deliveryFee')),
    description: text(values.description, 'Description', MAX_LENGTH.description),
    address: text(values.address, 'Address', MAX_LENGTH.address),
    cuisine: values.cuisine.find((tag) => tag.length > MAX_LENGTH.cuisine)
      ? `A cuisine can be at most ${MAX_LENGTH.cuisine} characters`
      : undefined,
  });
}

/** Validates the menu item form; isVeg is always set. */
export function validateMenuItemForm(
  values: MenuItemFormValues,
  unreadable: Unreadable<MenuItemFormValues> = new Set(),
): FormErrors<MenuItemFormValues> {
  return collect<MenuItemFormValues>({
    name: text(values.name, 'Name', MAX_LENGTH.name),
    restaurantId: required(values.restaurantId, 'Restaurant'),
    price: amountError(values.price, 'Price', MAX_PRICE, unreadable.has('price')),
    category: required(values.category, 'Category'),
    rating: ratingError(values.rating, unreadable.has('rating')),
    description: text(values.description, 'Description', MAX_LENGTH.description),
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
