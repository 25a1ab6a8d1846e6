import { describe, expect, it } from 'vitest';
import { makeMenuItem, makeRestaurant } from '../data';
import {
  addCuisine,
  amountHint,
  emptyMenuItemForm,
  emptyRestaurantForm,
  isHttpUrl,
  isValid,
  MAX_DELIVERY_FEE,
  MAX_PRICE,
  menuItemToFormValues,
  RATING_HINT,
  removeCuisine,
  restaurantToFormValues,
  toMenuItem,
  toRestaurant,
  validateMenuItemForm,
  validateRestaurantForm,
} from './validation';
import type { MenuItemFormValues, RestaurantFormValues } from './validation';

const validRestaurant: RestaurantFormValues = {
  ...emptyRestaurantForm(),
  name: '  Bella Napoli ',
  image: 'https://picsum.photos/seed/bella/600/400',
  cuisine: ['Italian'],
  description: 'Pizza.',
  address: '1 Main St',
};

const validItem: MenuItemFormValues = {
  ...emptyMenuItemForm('restaurant-1'),
  name: 'Margherita',
  price: '12.99',
  description: 'Tomato and basil.',
  image: 'http://example.com/a.jpg',
};

describe('form defaults', () => {
  it('matches the spec', () => {
    expect(emptyRestaurantForm()).toMatchObject({
      rating: '4',
      deliveryTime: '25-30 min',
      deliveryFee: '2.99',
      isOpen: true,
      cuisine: [],
    });
    expect(emptyMenuItemForm('restaurant-2')).toMatchObject({
      restaurantId: 'restaurant-2',
      category: 'Main Course',
      rating: '4',
      isVeg: false,
    });
    expect(emptyRestaurantForm().cuisine).not.toBe(emptyRestaurantForm().cuisine);
  });
});

describe('validateRestaurantForm', () => {
  it('accepts a valid form', () => {
    expect(validateRestaurantForm(validRestaurant)).toEqual({});
    expect(isValid(validateRestaurantForm(validRestaurant))).toBe(true);
    expect(validateRestaurantForm({ ...validRestaurant, cuisine: [] })).toEqual({});
  });

  it('requires every field', () => {
    const blank = { ...emptyRestaurantForm(), rating: ' ', deliveryTime: '', deliveryFee: '' };
    expect(validateRestaurantForm(blank)).toEqual({
      name: 'Name is required',
      image: 'Image URL is required',
      rating: 'Rating is required',
      deliveryTime: 'Delivery time is required',
      deliveryFee: 'Delivery fee is required',
      description: 'Description is required',
      address: 'Address is required',
    });
    expect(isValid(validateRestaurantForm(blank))).toBe(false);
  });

  it.each([
    ['0.9', 'Rating must be between 1 and 5'],
    ['5.1', 'Rating must be between 1 and 5'],
    ['4.25', 'Rating can have at most one decimal place'],
    ['abc', 'Rating must be a number'],
    // Numbers as the browser reads them: an exponent is a number, and 1e309 one out of range.
    ['1e309', 'Rating must be between 1 and 5'],
    ['5e0', undefined],
  ])('rejects rating %s', (rating, message) => {
    expect(validateRestaurantForm({ ...validRestaurant, rating })).toEqual(message ? { rating: message } : {});
  });

  it('a number field the browser could not read (value empty, text typed) is out of range, never "required"', () => {
    expect(validateRestaurantForm({ ...validRestaurant, rating: '' }, new Set(['rating']))).toEqual({
      rating: 'Rating must be between 1 and 5',
    });
    expect(validateRestaurantForm({ ...validRestaurant, deliveryFee: '' }, new Set(['deliveryFee']))).toEqual({
      deliveryFee: 'Delivery fee must be between 0 and 1,000',
    });
    expect(validateRestaurantForm({ ...validRestaurant, rating: '' })).toEqual({ rating: 'Rating is required' });
  });

  it('limits the fee to 1,000, and reads 1e3 as a thousand', () => {
    expect(validateRestaurantForm({ ...validRestaurant, deliveryFee: '1e3' })).toEqual({});
    expect(validateRestaurantForm({ ...validRestaurant, deliveryFee: '99999999999999999999' })).toEqual({
      deliveryFee: 'Delivery fee must be between 0 and 1,000',
    });
  });

  it('limits every text field (name 80, delivery time 20, address 200, description 500, cuisine 30)', () => {
    const long = (n: number) => 'x'.repeat(n);
    expect(
      validateRestaurantForm({
        ...validRestaurant,
        name: long(80),
        deliveryTime: long(20),
        address: long(200),
        description: long(500),
        cuisine: [long(30)],
      }),
    ).toEqual({});
    expect(
      validateRestaurantForm({
        ...validRestaurant,
        name: long(81),
        deliveryTime: long(21),
        address: long(201),
        description: long(501),
        cuisine: [long(31)],
      }),
    ).toEqual({
      name: 'Name can be at most 80 characters',
      deliveryTime: 'Delivery time can be at most 20 characters',
      address: 'Address can be at most 200 characters',
      description: 'Description can be at most 500 characters',
      cuisine: 'A cuisine can be at most 30 characters',
    });
  });

  it.each(['1', '5', '3.7', ' 4.0 ', '4.50'])('accepts rating %s', (rating) => {
    expect(validateRestaurantForm({ ...validRestaurant, rating })).toEqual({});
  });

  it.each([
    ['-1', 'Delivery fee cannot be negative'],
    ['2.999', 'Delivery fee can have at most 2 decimal places'],
    ['free', 'Delivery fee must be a number'],
  ])('rejects delivery fee %s', (deliveryFee, message) => {
    expect(validateRestaurantForm({ ...validRestaurant, deliveryFee })).toEqual({ deliveryFee: message });
  });

  it.each(['0', '0.5', '3.99', '10'])('accepts delivery fee %s', (deliveryFee) => {
    expect(validateRestaurantForm({ ...validRestaurant, deliveryFee })).toEqual({});
  });

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'ftp://example.com/a.png',
    'example.com/a.png',
    '/img.png',
    'https://',
    'http://a b.com/x.png',
    'https://example.com/my photo.png',
    'https:/example.com/a.png',
    'http:///a.png',
  ])('refuses image URL %s', (image) => {
    expect(validateRestaurantForm({ ...validRestaurant, image })).toEqual({
      image: 'Enter a full image URL starting with http:// or https://',
    });
  });

  it('accepts http and https URLs', () => {
    expect(isHttpUrl('http://example.com/a.png')).toBe(true);
    expect(isHttpUrl(' https://picsum.photos/seed/x/400/300 ')).toBe(true);
    expect(isHttpUrl('HTTPS://EXAMPLE.COM')).toBe(true);
  });
});

describe('field hints', () => {
  it('say the ranges the validators accept', () => {
    expect(RATING_HINT).toBe('From 1 to 5, with up to one decimal place.');
    expect(amountHint(MAX_DELIVERY_FEE)).toBe('From 0 to 1,000, with up to 2 decimal places.');
    expect(amountHint(MAX_PRICE)).toBe('From 0 to 1,000, with up to 2 decimal places.');
  });

  it('are true: the ends of each range and its finest step pass, a step past them fails', () => {
    for (const rating of ['1', '5', '4.5']) expect(validateRestaurantForm({ ...validRestaurant, rating })).toEqual({});
    for (const rating of ['0.9', '5.1', '4.55'])
      expect(validateRestaurantForm({ ...validRestaurant, rating })).toHaveProperty('rating');
    for (const deliveryFee of ['0', '1000', '2.99'])
      expect(validateRestaurantForm({ ...validRestaurant, deliveryFee })).toEqual({});
    for (const deliveryFee of ['-0.01', '1000.01', '2.999'])
      expect(validateRestaurantForm({ ...validRestaurant, deliveryFee })).toHaveProperty('deliveryFee');
    for (const price of ['0', '1000', '12.5']) expect(validateMenuItemForm({ ...validItem, price })).toEqual({});
    for (const price of ['-1', '1000.01', '12.345'])
      expect(validateMenuItemForm({ ...validItem, price })).toHaveProperty('price');
  });
});

describe('validateMenuItemForm', () => {
  it('accepts a valid form', () => {
    expect(validateMenuItemForm(validItem)).toEqual({});
    expect(validateMenuItemForm({ ...validItem, price: '0' })).toEqual({});
  });

  it('requires every field', () => {
    expect(validateMenuItemForm({ ...emptyMenuItemForm(''), category: '', rating: '' })).toEqual({
      name: 'Name is required',
      restaurantId: 'Restaurant is required',
      price: 'Price is required',
      category: 'Category is required',
      rating: 'Rating is required',
      description: 'Description is required',
      image: 'Image URL is required',
    });
  });

  it('checks price and rating', () => {
    expect(validateMenuItemForm({ ...validItem, price: '-0.01', rating: '6' })).toEqual({
      price: 'Price cannot be negative',
      rating: 'Rating must be between 1 and 5',
    });
    expect(validateMenuItemForm({ ...validItem, price: '1e6' })).toEqual({
      price: 'Price must be between 0 and 1,000',
    });
    expect(validateMenuItemForm({ ...validItem, price: '1e2' })).toEqual({});
    expect(validateMenuItemForm({ ...validItem, price: '1.234' })).toEqual({
      price: 'Price can have at most 2 decimal places',
    });
  });
});

describe('converters', () => {
  it('builds a restaurant from form values', () => {
    expect(toRestaurant({ ...validRestaurant, rating: '4.5', deliveryFee: '3.1' }, 'restaurant-13')).toEqual({
      id: 'restaurant-13',
      name: 'Bella Napoli',
      image: 'https://picsum.photos/seed/bella/600/400',
      cuisine: ['Italian'],
      rating: 4.5,
      deliveryTime: '25-30 min',
      deliveryFee: 3.1,
      description: 'Pizza.',
      address: '1 Main St',
      isOpen: true,
    });
  });

  it('builds a menu item from form values', () => {
    expect(toMenuItem({ ...validItem, isVeg: true }, 'restaurant-1-item-17')).toEqual({
      id: 'restaurant-1-item-17',
      name: 'Margherita',
      description: 'Tomato and basil.',
      price: 12.99,
      image: 'http://example.com/a.jpg',
      category: 'Main Course',
      isVeg: true,
      rating: 4,
      restaurantId: 'restaurant-1',
    });
  });

  it('round-trips entities through form values', () => {
    const r = makeRestaurant({ deliveryFee: 3.5 });
    const values = restaurantToFormValues(r);
    expect(values.deliveryFee).toBe('3.50');
    expect(validateRestaurantForm(values)).toEqual({});
    expect(toRestaurant(values, r.id)).toEqual(r);
    expect(values.cuisine).not.toBe(r.cuisine);

    const item = makeMenuItem({ price: 7 });
    const itemValues = menuItemToFormValues(item);
    expect(itemValues.price).toBe('7.00');
    expect(validateMenuItemForm(itemValues)).toEqual({});
    expect(toMenuItem(itemValues, item.id)).toEqual(item);
  });
});

describe('cuisine tags', () => {
  it('adds trimmed tags and ignores blanks and duplicates', () => {
    const list = ['Italian'];
    expect(addCuisine(list, '  Pizza ')).toEqual(['Italian', 'Pizza']);
    expect(addCuisine(list, '   ')).toBe(list);
    expect(addCuisine(list, ' italian ')).toBe(list);
    expect(list).toEqual(['Italian']);
  });

  it('removes a tag', () => {
    const list = ['Italian', 'Pizza'];
    expect(removeCuisine(list, 'Italian')).toEqual(['Pizza']);
    expect(removeCuisine(list, 'Thai')).toBe(list);
  });
});
