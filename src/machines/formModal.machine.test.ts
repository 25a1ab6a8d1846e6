import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { formModalMachine, type FormModalEvent } from './formModal.machine';
import {
  selectEditingId,
  selectFormMode,
  selectHasChanges,
  selectIsConfirmingDiscard,
  selectIsFormOpen,
  selectSaveParams,
} from './formModal.selectors';
import { byTransition, coverage, eventsOf, pathCases, replay } from './testing/pathTesting';

const CLOSED = { editingId: null, dirty: false };

describe('formModalMachine', () => {
  it('starts closed', () => {
    const form = createActor(formModalMachine).start();
    expect(form.getSnapshot().value).toBe('closed');
    expect(form.getSnapshot().context).toEqual(CLOSED);
    expect(selectIsFormOpen(form.getSnapshot())).toBe(false);
  });

  it('opens for a new record or for an id, stored once', () => {
    const form = createActor(formModalMachine).start();
    form.send({ type: 'form.openNew' });
    expect(form.getSnapshot().value).toBe('open');
    expect(selectSaveParams(form.getSnapshot())).toEqual({ mode: 'new', editingId: null });
    form.send({ type: 'form.close' });

    form.send({ type: 'form.openEdit', id: 'restaurant-4' });
    expect(form.getSnapshot().value).toBe('open');
    expect(form.getSnapshot().context).toEqual({ editingId: 'restaurant-4', dirty: false });
    expect(selectFormMode(form.getSnapshot())).toBe('edit');
    expect(selectEditingId(form.getSnapshot())).toBe('restaurant-4');
  });

  it('closes a pristine form at once on a close request', () => {
    const form = createActor(formModalMachine).start();
    form.send({ type: 'form.openEdit', id: 'restaurant-4' });
    form.send({ type: 'form.changed', dirty: true });
    form.send({ type: 'form.changed', dirty: false }); // typed, then typed back
    form.send({ type: 'form.close' });
    expect(form.getSnapshot().value).toBe('closed');
    expect(form.getSnapshot().context).toEqual(CLOSED);
  });

  it('asks before discarding changes: Keep editing keeps them, Discard closes', () => {
    const form = createActor(formModalMachine).start();
    form.send({ type: 'form.openNew' });
    form.send({ type: 'form.changed', dirty: true });
    expect(selectHasChanges(form.getSnapshot())).toBe(true);
    form.send({ type: 'form.close' });
    expect(form.getSnapshot().value).toBe('confirmingDiscard');
    expect(selectIsConfirmingDiscard(form.getSnapshot())).toBe(true);
    expect(selectIsFormOpen(form.getSnapshot())).toBe(true);

    form.send({ type: 'discard.keep' });
    expect(form.getSnapshot().value).toBe('open');
    expect(form.getSnapshot().context.dirty).toBe(true);

    form.send({ type: 'form.close' });
    form.send({ type: 'discard.confirm' });
    expect(form.getSnapshot().value).toBe('closed');
    expect(form.getSnapshot().context).toEqual(CLOSED);
  });

  it('closes on a save, changes or not; opening while open changes nothing', () => {
    const form = createActor(formModalMachine).start();
    form.send({ type: 'form.openEdit', id: 'restaurant-4' });
    form.send({ type: 'form.openNew' });
    form.send({ type: 'form.openEdit', id: 'restaurant-9' });
    expect(selectEditingId(form.getSnapshot())).toBe('restaurant-4');
    form.send({ type: 'form.changed', dirty: true });
    form.send({ type: 'form.saved' });
    expect(form.getSnapshot().value).toBe('closed');
    expect(form.getSnapshot().context).toEqual(CLOSED);
  });

  it('resumes from a snapshot while asking', () => {
    const snapshot = formModalMachine.resolveState({
      value: 'confirmingDiscard',
      context: { editingId: 'restaurant-1-item-3', dirty: true },
    });
    const form = createActor(formModalMachine, { snapshot }).start();
    form.send({ type: 'form.saved' }); // the form is behind the question: nothing is saved from there
    expect(form.getSnapshot().value).toBe('confirmingDiscard');
    form.send({ type: 'discard.keep' });
    expect(selectEditingId(form.getSnapshot())).toBe('restaurant-1-item-3');
  });

  describe('paths', () => {
    const events: FormModalEvent[] = [
      { type: 'form.openNew' },
      { type: 'form.openEdit', id: 'restaurant-4' },
      { type: 'form.changed', dirty: true },
      { type: 'form.changed', dirty: false },
      { type: 'form.saved' },
      { type: 'form.close' },
      { type: 'discard.keep' },
      { type: 'discard.confirm' },
    ];
    const paths = getShortestPaths(formModalMachine, {
      events,
      // One vertex per transition, and the dirty flag is part of the state (pristine and dirty forms differ).
      serializeState: (state, event, previous) =>
        `${byTransition(state, event, previous)} dirty=${String(state.context.dirty)}`,
    });

    it.each(pathCases(paths))('reaches %s', (_, path) => {
      const { actor } = replay(formModalMachine, undefined, eventsOf(path));
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(path.state.value);
      expect(snapshot.context).toEqual(path.state.context);
      expect(selectIsFormOpen(snapshot)).toBe(snapshot.value !== 'closed');
      if (snapshot.value === 'closed') expect(snapshot.context).toEqual(CLOSED);
      // Only a form with changes is ever asked about.
      if (snapshot.value === 'confirmingDiscard') expect(snapshot.context.dirty).toBe(true);
      const events = eventsOf(path);
      const last = events[events.length - 1];
      if (last?.type === 'form.close' && snapshot.value === 'closed') {
        const before = replay(formModalMachine, undefined, events.slice(0, -1)).actor.getSnapshot();
        expect(before.context.dirty).toBe(false);
      }
    });

    it('cover every state and transition', () => {
      expect(coverage(formModalMachine, undefined, paths)).toEqual({ missingStates: [], missingTransitions: [] });
    });

    it('never enter a state only to leave it in the same step', () => {
      for (const path of paths) {
        const { entered } = replay(formModalMachine, undefined, eventsOf(path));
        // One state entered per event sent (and the initial one): no transient states.
        expect(entered.length).toBeLessThanOrEqual(eventsOf(path).length + 1);
      }
    });
  });
});
