import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { cartModalMachine, ORDER_PLACED_MESSAGE, type CartModalEvent } from './cartModal.machine';
import { selectIsCartModalOpen } from './cartModal.selectors';
import { byTransition, coverage, eventsOf, pathCases, replay } from './testing/pathTesting';

function provided() {
  const spies = { alertOrderPlaced: vi.fn(), clearCart: vi.fn() };
  return { machine: cartModalMachine.provide({ actions: spies }), spies };
}

describe('cartModalMachine', () => {
  it('exports the checkout alert text', () => {
    expect(ORDER_PLACED_MESSAGE).toBe('Order placed successfully! This is a demo.');
  });

  it('starts closed, opens and closes', () => {
    const { machine, spies } = provided();
    const modal = createActor(machine).start();
    expect(modal.getSnapshot().value).toBe('closed');
    modal.send({ type: 'modal.open' });
    expect(selectIsCartModalOpen(modal.getSnapshot())).toBe(true);
    modal.send({ type: 'modal.close' });
    expect(modal.getSnapshot().value).toBe('closed');
    expect(spies.alertOrderPlaced).not.toHaveBeenCalled();
    expect(spies.clearCart).not.toHaveBeenCalled();
  });

  it('on checkout alerts, then clears the cart, then closes', () => {
    const { machine, spies } = provided();
    const modal = createActor(machine).start();
    modal.send({ type: 'modal.open' });
    modal.send({ type: 'modal.checkout' });
    expect(modal.getSnapshot().value).toBe('closed');
    expect(spies.alertOrderPlaced).toHaveBeenCalledOnce();
    expect(spies.clearCart).toHaveBeenCalledOnce();
    const [alertOrder] = spies.alertOrderPlaced.mock.invocationCallOrder;
    const [clearOrder] = spies.clearCart.mock.invocationCallOrder;
    expect(alertOrder).toBeLessThan(clearOrder ?? 0);
  });

  it('ignores checkout and close while closed', () => {
    const { machine, spies } = provided();
    const modal = createActor(machine).start();
    modal.send({ type: 'modal.checkout' });
    modal.send({ type: 'modal.close' });
    expect(modal.getSnapshot().value).toBe('closed');
    expect(spies.alertOrderPlaced).not.toHaveBeenCalled();
  });

  it('fails loudly on checkout when the app did not supply its effects', () => {
    const errors: unknown[] = [];
    const modal = createActor(cartModalMachine);
    modal.subscribe({ error: (error) => errors.push(error) });
    modal.start();
    modal.send({ type: 'modal.open' });
    modal.send({ type: 'modal.checkout' });
    expect(modal.getSnapshot().status).toBe('error');
    expect(errors).toEqual([
      new Error(
        'The action "alertOrderPlaced" must be supplied by the app with machine.provide({ actions: { alertOrderPlaced } })',
      ),
    ]);
  });

  it('resumes open from a snapshot and checks out', () => {
    const { machine, spies } = provided();
    const modal = createActor(machine, { snapshot: machine.resolveState({ value: 'open', context: {} }) }).start();
    expect(modal.getSnapshot().value).toBe('open');
    modal.send({ type: 'modal.checkout' });
    expect(modal.getSnapshot().value).toBe('closed');
    expect(spies.clearCart).toHaveBeenCalledOnce();
  });

  describe('paths', () => {
    const events: CartModalEvent[] = [{ type: 'modal.open' }, { type: 'modal.close' }, { type: 'modal.checkout' }];
    const paths = getShortestPaths(provided().machine, { events, serializeState: byTransition });

    it.each(pathCases(paths))('reaches %s', (_, path) => {
      const { machine, spies } = provided();
      const sent = eventsOf(path);
      const { actor, entered } = replay(machine, undefined, sent);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      // `checkingOut` is transient: it shows up in the states entered and in the effects.
      const checkouts = entered.filter((id) => id === '#cartModal.checkingOut').length;
      expect(spies.alertOrderPlaced).toHaveBeenCalledTimes(checkouts);
      expect(spies.clearCart).toHaveBeenCalledTimes(checkouts);
    });

    it('cover every state and transition', () => {
      expect(coverage(provided().machine, undefined, paths)).toEqual({ missingStates: [], missingTransitions: [] });
    });
  });
});
