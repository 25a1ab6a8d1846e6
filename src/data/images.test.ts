import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { avatarUrl, IMAGE_ORIGINS, isServedImage, menuItemImageUrl, restaurantImageUrl, slugify } from './images';

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

  it('requests pictures only from the placeholder services and the app itself', () => {
    expect(isServedImage(restaurantImageUrl('Bella Napoli Trattoria'))).toBe(true);
    expect(isServedImage(avatarUrl('user-1'))).toBe(true);
    expect(isServedImage('https://fastly.picsum.photos/id/1/400/300.jpg')).toBe(true);
    expect(isServedImage('/illustrations/pizza.svg')).toBe(true);
    expect(isServedImage('http://127.0.0.1:4173/a.png', 'http://127.0.0.1:4173')).toBe(true);
    // Another host, plain http to a service, a protocol-relative URL, not a URL at all.
    expect(isServedImage('https://evil.example/a.png')).toBe(false);
    expect(isServedImage('http://picsum.photos/seed/a/400/300')).toBe(false);
    expect(isServedImage('//evil.example/a.png')).toBe(false);
    expect(isServedImage('not a url')).toBe(false);
  });

  it('lists the same origins as the Content-Security-Policy of index.html', () => {
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    const imgSrc = /img-src ([^;]+);/.exec(html)?.[1]?.split(/\s+/) ?? [];
    expect(imgSrc.filter((source) => source.startsWith('https://'))).toEqual([...IMAGE_ORIGINS]);
  });
});
