import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartActorRef, CartProvider, useCart, useCartActions, useCartCount } from './CartContext';
import { makeCartItem, makeMenuItem } from '../data';
import { renderHook } from './testing/renderHook';

describe('CartContext', () => {
  // React reports render errors to console.error before rethrowing; keep the output clean.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it.each<[string, () => unknown]>([
    ['useCart', useCart],
    ['useCartCount', useCartCount],
    ['useCartActions', useCartActions],
  ])('%s outside <CartProvider> throws an error naming the provider', (name, hook) => {
    expect(() => renderHook(hook)).toThrow(new Error(`${name} must be used within <CartProvider>`));
  });

  it('useCart reads the provider’s cart', () => {
    const items = [makeCartItem({ quantity: 2, price: 12.99 }), makeCartItem({ price: 6.5 }, 2)];
    const cart = renderHook(useCart, (children) => createElement(CartProvider, { items, children }));
    expect(cart.items).toEqual(items);
    expect(cart.total).toBe(32.48);
    expect(cart.count).toBe(3);
    for (const action of [cart.add, cart.remove, cart.setQuantity, cart.clear]) expect(action).toBeTypeOf('function');
  });

  it('starts empty without items', () => {
    const cart = renderHook(useCart, (children) => createElement(CartProvider, { children }));
    expect(cart).toMatchObject({ items: [], total: 0, count: 0 });
  });

  it('useCartCount reads the sum of quantities', () => {
    const items = [makeCartItem({ quantity: 4 })];
    expect(renderHook(useCartCount, (children) => createElement(CartProvider, { items, children }))).toBe(4);
  });

  it('the actions send cart events to the provider’s actor', () => {
    // Server rendering never starts the actor; the events wait in its mailbox until we do.
    const { actorRef, actions } = renderHook(
      () => ({ actorRef: useCartActorRef(), actions: useCartActions() }),
      (children) => createElement(CartProvider, { items: [makeCartItem({ quantity: 2, price: 12.99 })], children }),
    );
    const tiramisu = makeMenuItem({ price: 6.5 }, 2);
    actions.add(tiramisu);
    actions.setQuantity(tiramisu.id, 3);
    actions.remove(makeMenuItem().id);
    actorRef.start();
    expect(actorRef.getSnapshot().context.items.map((i) => [i.id, i.quantity])).toEqual([[tiramisu.id, 3]]);
    expect(actorRef.getSnapshot().context.total).toBe(19.5);
    actions.clear();
    expect(actorRef.getSnapshot().value).toBe('empty');
    actorRef.stop();
  });
});
