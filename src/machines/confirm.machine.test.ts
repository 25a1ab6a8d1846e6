import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { confirmMachine, type ConfirmEvent } from './confirm.machine';
import { selectConfirmTarget, selectIsConfirming } from './confirm.selectors';
import { byTransition, coverage, eventsOf, pathCases, replay } from './testing/pathTesting';

function provided() {
  const spies = { onConfirmed: vi.fn() };
  return { machine: confirmMachine.provide({ actions: spies }), spies };
}

describe('confirmMachine', () => {
  it('asks about a record', () => {
    const { machine } = provided();
    const confirm = createActor(machine).start();
    expect(confirm.getSnapshot().value).toBe('closed');
    confirm.send({ type: 'confirm.ask', id: 'restaurant-3' });
    expect(selectIsConfirming(confirm.getSnapshot())).toBe(true);
    expect(selectConfirmTarget(confirm.getSnapshot())).toBe('restaurant-3');
  });

  it('on yes runs onConfirmed with the id, then closes and forgets the id', () => {
    const { machine, spies } = provided();
    const confirm = createActor(machine).start();
    confirm.send({ type: 'confirm.ask', id: 'restaurant-3' });
    confirm.send({ type: 'confirm.yes' });
    expect(spies.onConfirmed).toHaveBeenCalledOnce();
    expect(spies.onConfirmed).toHaveBeenCalledWith(expect.anything(), { id: 'restaurant-3' });
    expect(confirm.getSnapshot().value).toBe('closed');
    expect(selectConfirmTarget(confirm.getSnapshot())).toBeNull();
  });

  it('on no closes without running onConfirmed', () => {
    const { machine, spies } = provided();
    const confirm = createActor(machine).start();
    confirm.send({ type: 'confirm.ask', id: 'restaurant-3' });
    confirm.send({ type: 'confirm.no' });
    expect(spies.onConfirmed).not.toHaveBeenCalled();
    expect(confirm.getSnapshot().value).toBe('closed');
    expect(selectConfirmTarget(confirm.getSnapshot())).toBeNull();
  });

  it('passes through confirmed / cancelled on the way to closed', () => {
    const { machine } = provided();
    const yes = replay(machine, undefined, [{ type: 'confirm.ask', id: 'a' }, { type: 'confirm.yes' }]);
    expect(yes.entered).toEqual(['#confirm.closed', '#confirm.confirming', '#confirm.confirmed', '#confirm.closed']);
    const no = replay(machine, undefined, [{ type: 'confirm.ask', id: 'a' }, { type: 'confirm.no' }]);
    expect(no.entered).toEqual(['#confirm.closed', '#confirm.confirming', '#confirm.cancelled', '#confirm.closed']);
  });

  it('ignores yes and no when nothing was asked', () => {
    const { machine, spies } = provided();
    const confirm = createActor(machine).start();
    confirm.send({ type: 'confirm.yes' });
    confirm.send({ type: 'confirm.no' });
    expect(confirm.getSnapshot().value).toBe('closed');
    expect(spies.onConfirmed).not.toHaveBeenCalled();
  });

  it('resumes mid-question from a snapshot', () => {
    const { machine, spies } = provided();
    const snapshot = machine.resolveState({ value: 'confirming', context: { targetId: 'restaurant-1-item-4' } });
    const confirm = createActor(machine, { snapshot }).start();
    confirm.send({ type: 'confirm.yes' });
    expect(spies.onConfirmed).toHaveBeenCalledWith(expect.anything(), { id: 'restaurant-1-item-4' });
  });

  describe('paths', () => {
    const events: ConfirmEvent[] = [
      { type: 'confirm.ask', id: 'restaurant-3' },
      { type: 'confirm.yes' },
      { type: 'confirm.no' },
    ];
    const paths = getShortestPaths(provided().machine, { events, serializeState: byTransition });

    it.each(pathCases(paths))('reaches %s', (_, path) => {
      const { machine, spies } = provided();
      const { actor, entered } = replay(machine, undefined, eventsOf(path));
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      // `confirmed` is transient: each pass through it is one onConfirmed call.
      const confirmations = entered.filter((id) => id === '#confirm.confirmed').length;
      expect(spies.onConfirmed).toHaveBeenCalledTimes(confirmations);
      for (const call of spies.onConfirmed.mock.calls) expect(call[1]).toEqual({ id: 'restaurant-3' });
    });

    it('cover every state and transition', () => {
      expect(coverage(provided().machine, undefined, paths)).toEqual({ missingStates: [], missingTransitions: [] });
    });
  });
});
