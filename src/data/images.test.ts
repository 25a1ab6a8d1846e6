import { describe, expect, it } from 'vitest';
import { avatarUrl, menuItemImageUrl, restaurantImageUrl, slugify } from './images';

describe('images', () => {
  it('slugifies keys', () => {
    expect(slugify("Nonna Rosa's Trattoria")).toBe('nonna-rosas-trattoria');
    expect(slugify('  Crème Brûlée & Co. ')).toBe('creme-brulee-co');
    expect(slugify('restaurant-3 Pad Thai')).toBe('restaurant-3-pad-thai');
  });

  it('builds picsum and pravatar URLs', () => {
    expect(restaurantImageUrl('Bella Napoli Trattoria')).toBe(
      'https://picsum.photos/seed/bella-napoli-trattoria/800/500',
    );
    expect(restaurantImageUrl('x', 400, 250)).toBe('https://picsum.photos/seed/x/400/250');
    expect(menuItemImageUrl('restaurant-1 Margherita Pizza')).toBe(
      'https://picsum.photos/seed/restaurant-1-margherita-pizza/400/300',
    );
    expect(menuItemImageUrl('!!!')).toBe('https://picsum.photos/seed/image/400/300');
    expect(avatarUrl('user-12')).toBe('https://i.pravatar.cc/150?u=user-12');
  });
});
