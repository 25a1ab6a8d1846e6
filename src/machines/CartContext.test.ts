import { useSelector } from '@xstate/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  CartFollowsCatalogue,
  CartProvider,
  followCatalogue,
  useCart,
  useCartActions,
  useCartActorRef,
  useCartCount,
} from './CartContext';
import { cartMachine } from './cart.machine';
import {
  selectCanCheckout,
  selectCartCount,
  selectCartItems,
  selectCartRemoved,
  selectCartTotal,
} from './cart.selectors';
import { dataStoreMachine, menuItemRemoval, restaurantRemoval } from './dataStore.machine';
import { DataStoreProvider } from './DataStoreContext';
import { createSeedStages, DEFAULT_NOW, makeCartItem, makeMenuItem, makeSeed } from '../data';
import { renderHook } from './testing/renderHook';

// The real useSelector, watched: which slice of which actor each hook subscribes to.
vi.mock('@xstate/react', async (importOriginal) => {
  const actual = await importOriginal<{ useSelector: typeof useSelector }>();
  return { ...actual, useSelector: vi.fn(actual.useSelector) };
});

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

  it('useCartActorRef outside <CartProvider> names itself, or the hook that asked for the cart', () => {
    expect(() => renderHook(() => useCartActorRef())).toThrow(
      new Error('useCartActorRef must be used within <CartProvider>'),
    );
    expect(() => renderHook(() => useCartActorRef('useCheckout'))).toThrow(
      new Error('useCheckout must be used within <CartProvider>'),
    );
  });

  it('<CartFollowsCatalogue> names the provider it misses', () => {
    const data = makeSeed();
    expect(() => renderHook(CartFollowsCatalogue, (children) => createElement(CartProvider, { children }))).toThrow(
      new Error('CartFollowsCatalogue must be used within <DataStoreProvider>'),
    );
    expect(() =>
      renderHook(CartFollowsCatalogue, (children) => createElement(DataStoreProvider, { data, children })),
    ).toThrow(new Error('CartFollowsCatalogue must be used within <CartProvider>'));
  });

  it('useCart reads the provider’s cart', () => {
    const items = [makeCartItem({ quantity: 2, price: 12.99 }), makeCartItem({ price: 6.5 }, 2)];
    const cart = renderHook(useCart, (children) => createElement(CartProvider, { items, children }));
    // Each line as given, marked ok (no catalogue yet) at the price it was added at.
    expect(cart.items).toEqual(items.map((item) => ({ ...item, status: 'ok', addedPrice: item.price })));
    expect(cart.removed).toEqual([]);
    expect(cart.canCheckout).toBe(true);
    expect(cart.total).toBe(32.48);
    expect(cart.count).toBe(3);
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

  it('runs the `logic` it is given, started with `items` as its input', () => {
    const noAdding = cartMachine.provide({ guards: { canAdd: () => false } });
    const items = [makeCartItem({ quantity: 2 })];
    const actorRef = renderHook(useCartActorRef, (children) =>
      createElement(CartProvider, { items, logic: noAdding, children }),
    );
    actorRef.start();
    actorRef.send({ type: 'cart.add', item: makeMenuItem({}, 2) });
    expect(actorRef.getSnapshot().context.items.map((i) => [i.id, i.quantity])).toEqual([[items[0]!.id, 2]]);
    actorRef.stop();
  });

  describe('what each hook subscribes to (a component re-renders only when its slice changes)', () => {
    const withCart = (children: ReactNode) => createElement(CartProvider, { items: [makeCartItem()], children });
    /** The selectors `hook` passes to useSelector, each checked to read the provider's actor. */
    function selectorsOf(hook: () => unknown) {
      vi.mocked(useSelector).mockClear();
      const actorRef = renderHook(() => {
        hook();
        return useCartActorRef();
      }, withCart);
      return vi.mocked(useSelector).mock.calls.map(([actor, selector]) => {
        expect(actor).toBe(actorRef);
        return selector;
      });
    }

    it('useCartCount: the count alone', () => {
      expect(selectorsOf(useCartCount)).toEqual([selectCartCount]);
    });

    it('useCartActions: nothing, so cart changes never re-render an add button', () => {
      expect(selectorsOf(useCartActions)).toEqual([]);
    });

    it('useCart: each of its five values on its own', () => {
      expect(selectorsOf(useCart)).toEqual([
        selectCartItems,
        selectCartTotal,
        selectCartCount,
        selectCartRemoved,
        selectCanCheckout,
      ]);
    });
  });

  describe('followCatalogue', () => {
    /** A store over the small seed (restaurant-1 open, restaurant-2 closed) and a cart with restaurant 1's first dish. */
    function storeAndCart() {
      const store = createActor(dataStoreMachine, { input: makeSeed() }).start();
      const cart = createActor(cartMachine, { input: {} }).start();
      const stop = followCatalogue(store, cart);
      const dish = store.getSnapshot().context.menuItems.find((m) => m.id === 'restaurant-1-item-1')!;
      cart.send({ type: 'cart.add', item: dish });
      cart.send({ type: 'cart.add', item: dish });
      return { store, cart, dish, stop };
    }

    it('sends the catalogue at once: an item of a closed restaurant cannot be added', () => {
      const { store, cart } = storeAndCart();
      const closedDish = store.getSnapshot().context.menuItems.find((m) => m.restaurantId === 'restaurant-2')!;
      cart.send({ type: 'cart.add', item: closedDish });
      expect(cart.getSnapshot().context.items.map((l) => l.id)).toEqual(['restaurant-1-item-1']);
    });

    it('passes on every admin change to restaurants and menu items', () => {
      const { store, cart, dish } = storeAndCart();
      store.send({ type: 'menuItem.update', menuItem: { ...dish, price: 99.99 } });
      expect(cart.getSnapshot().context.items[0]).toMatchObject({ status: 'priceChanged', price: 99.99 });
      expect(cart.getSnapshot().context.total).toBe(199.98);

      const restaurant = store.getSnapshot().context.restaurants.find((r) => r.id === 'restaurant-1')!;
      store.send({ type: 'restaurant.update', restaurant: { ...restaurant, isOpen: false } });
      expect(cart.getSnapshot().value).toBe('blocked');

      store.send({ type: 'restaurant.delete', id: 'restaurant-1' });
      expect(cart.getSnapshot().value).toBe('empty');
      expect(cart.getSnapshot().context.removed).toEqual([{ id: dish.id, name: dish.name }]);
    });

    it('brings the lines back when the admin undoes a delete (the store’s records.restore)', () => {
      const { store, cart, dish } = storeAndCart();
      const lines = () => cart.getSnapshot().context.items.map((l) => [l.id, l.quantity, l.status]);

      const restaurant = restaurantRemoval(store.getSnapshot().context, 'restaurant-1');
      store.send({ type: 'restaurant.delete', id: 'restaurant-1' });
      expect(cart.getSnapshot().value).toBe('empty');
      expect(cart.getSnapshot().context.removed).toEqual([{ id: dish.id, name: dish.name }]);
      store.send({ type: 'records.restore', removal: restaurant });
      expect(lines()).toEqual([[dish.id, 2, 'ok']]);
      expect(cart.getSnapshot().context.removed).toEqual([]);

      const item = menuItemRemoval(store.getSnapshot().context, dish.id);
      store.send({ type: 'menuItem.delete', id: dish.id });
      expect(lines()).toEqual([]);
      cart.send({ type: 'cart.removedSeen' });
      store.send({ type: 'records.restore', removal: item });
      expect(lines()).toEqual([[dish.id, 2, 'ok']]);
      expect(cart.getSnapshot().value).toBe('filled');
      expect(cart.getSnapshot().context.total).toBe(2 * dish.price);
    });

    it('sends nothing for order or user edits, nor after it stops', () => {
      const { store, cart, stop } = storeAndCart();
      const before = cart.getSnapshot();
      store.send({ type: 'user.setStatus', id: 'user-1', status: 'inactive' });
      expect(cart.getSnapshot()).toBe(before);
      stop();
      store.send({ type: 'menuItem.delete', id: 'restaurant-1-item-1' });
      expect(cart.getSnapshot().context.items).toHaveLength(1);
    });

    it('waits for the whole data set: a staged seed has no menus yet', () => {
      const stages = createSeedStages({ seed: 42, now: DEFAULT_NOW, scale: 1 });
      const store = createActor(dataStoreMachine, { input: { ...stages.storefront, finish: stages.finish } }).start();
      const cart = createActor(cartMachine, { input: { items: [makeCartItem()] } }).start();
      followCatalogue(store, cart);
      expect(store.getSnapshot().value).toBe('seeding');
      expect(cart.getSnapshot().context.catalogue).toBeUndefined();
      expect(cart.getSnapshot().context.items).toHaveLength(1);
      store.send({ type: 'seed.finished', data: stages.finish() });
      expect(cart.getSnapshot().context.catalogue).toBeDefined();
      expect(cart.getSnapshot().context.items).toHaveLength(1);
    });
  });
});
