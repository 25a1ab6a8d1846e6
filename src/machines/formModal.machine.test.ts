import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { formModalMachine, SAVE_DELAY, type FormModalEvent, type FormSaveActionParams } from './formModal.machine';
import {
  selectEditingId,
  selectFormMode,
  selectHasChanges,
  selectIsConfirmingDiscard,
  selectIsFormOpen,
  selectIsSaving,
  selectSaveParams,
} from './formModal.selectors';
import { byTransition, coverage, eventsOf, pathCases, replay } from './testing/pathTesting';

const CLOSED = { editingId: null, dirty: false, values: null };
/** Valid values as a form hands them over (the machine only carries them to `save`). */
const VALUES = { name: 'Via Milano Kitchen' };
/**
 * The event `after: { SAVE_DELAY }` schedules: sent by hand, it ends `saving` without waiting. Not one of the
 * events the app may send, hence the cast; the graph needs it to walk out of `saving`.
 */
const SAVE_DONE = { type: 'xstate.after.SAVE_DELAY.formModal.saving' } as unknown as FormModalEvent;

/** The machine with a spy for the save the app supplies. */
function provided(delays?: { SAVE_DELAY: number }) {
  const save = vi.fn<(args: unknown, params: FormSaveActionParams) => void>();
  return { machine: formModalMachine.provide({ actions: { save }, ...(delays && { delays }) }), save };
}

/** A provided machine on a simulated clock (time moves only with `clock.increment`). */
function onClock() {
  const { machine, save } = provided();
  const clock = new SimulatedClock();
  const form = createActor(machine, { clock }).start();
  return { form, clock, save };
}

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
    expect(form.getSnapshot().context).toEqual({ editingId: 'restaurant-4', dirty: false, values: null });
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

  it('a submit saves once after SAVE_DELAY, then closes; opening while open changes nothing', () => {
    const { form, clock, save } = onClock();
    form.send({ type: 'form.openEdit', id: 'restaurant-4' });
    form.send({ type: 'form.openNew' });
    form.send({ type: 'form.openEdit', id: 'restaurant-9' });
    expect(selectEditingId(form.getSnapshot())).toBe('restaurant-4');
    form.send({ type: 'form.changed', dirty: true });
    form.send({ type: 'form.submit', values: VALUES });
    expect(form.getSnapshot().value).toBe('saving');
    expect(selectIsSaving(form.getSnapshot())).toBe(true);
    expect(selectIsFormOpen(form.getSnapshot())).toBe(true);
    expect(save).not.toHaveBeenCalled(); // the round-trip is not over yet

    clock.increment(SAVE_DELAY - 1);
    expect(form.getSnapshot().value).toBe('saving');
    expect(save).not.toHaveBeenCalled();
    clock.increment(1);
    expect(form.getSnapshot().value).toBe('closed');
    expect(form.getSnapshot().context).toEqual(CLOSED);
    expect(selectIsSaving(form.getSnapshot())).toBe(false);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![1]).toEqual({ mode: 'edit', editingId: 'restaurant-4', values: VALUES });
  });

  it('saves a new record as mode new, a pristine form too', () => {
    const { form, clock, save } = onClock();
    form.send({ type: 'form.openNew' });
    form.send({ type: 'form.submit', values: VALUES });
    clock.increment(SAVE_DELAY);
    expect(form.getSnapshot().value).toBe('closed');
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![1]).toEqual({ mode: 'new', editingId: null, values: VALUES });
  });

  it('a second submit while saving does nothing: the first values are saved, once', () => {
    const { form, clock, save } = onClock();
    form.send({ type: 'form.openNew' });
    form.send({ type: 'form.changed', dirty: true });
    form.send({ type: 'form.submit', values: VALUES });
    clock.increment(SAVE_DELAY / 2);
    form.send({ type: 'form.submit', values: { name: 'Pressed again' } });
    // The second submit did not restart the round-trip either.
    clock.increment(SAVE_DELAY / 2);
    expect(form.getSnapshot().value).toBe('closed');
    clock.increment(SAVE_DELAY * 2);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![1]).toEqual({ mode: 'new', editingId: null, values: VALUES });
  });

  it('while saving, close requests, typing, the discard answers and opening are ignored', () => {
    const { form, clock, save } = onClock();
    form.send({ type: 'form.openEdit', id: 'restaurant-4' });
    form.send({ type: 'form.changed', dirty: true });
    form.send({ type: 'form.submit', values: VALUES });
    const saving = form.getSnapshot();
    for (const event of [
      { type: 'form.close' },
      { type: 'form.changed', dirty: false },
      { type: 'discard.confirm' },
      { type: 'discard.keep' },
      { type: 'form.openNew' },
      { type: 'form.openEdit', id: 'restaurant-9' },
    ] as const) {
      form.send(event);
      expect(form.getSnapshot().value).toBe('saving');
      expect(form.getSnapshot().context).toEqual(saving.context);
    }
    expect(selectIsConfirmingDiscard(form.getSnapshot())).toBe(false);
    clock.increment(SAVE_DELAY);
    expect(form.getSnapshot().value).toBe('closed');
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![1]).toMatchObject({ editingId: 'restaurant-4' });
  });

  it('with the delay provided as 0, saving ends on the next tick (real timers)', async () => {
    const { machine, save } = provided({ SAVE_DELAY: 0 });
    const form = createActor(machine).start();
    form.send({ type: 'form.openNew' });
    form.send({ type: 'form.submit', values: VALUES });
    expect(form.getSnapshot().value).toBe('saving');
    await waitFor(form, (snapshot) => snapshot.matches('closed'), { timeout: 1000 });
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('stopped while saving (the page went away), it saves nothing', () => {
    const { form, clock, save } = onClock();
    form.send({ type: 'form.openNew' });
    form.send({ type: 'form.submit', values: VALUES });
    form.stop();
    clock.increment(SAVE_DELAY);
    expect(save).not.toHaveBeenCalled();
  });

  it('resumes from a snapshot while asking', () => {
    const snapshot = formModalMachine.resolveState({
      value: 'confirmingDiscard',
      context: { editingId: 'restaurant-1-item-3', dirty: true, values: null },
    });
    const { machine, save } = provided();
    const form = createActor(machine, { snapshot }).start();
    form.send({ type: 'form.submit', values: VALUES }); // the form is behind the question: nothing is saved from there
    expect(save).not.toHaveBeenCalled();
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
      { type: 'form.submit', values: VALUES },
      SAVE_DONE,
      { type: 'form.close' },
      { type: 'discard.keep' },
      { type: 'discard.confirm' },
    ];
    // Each path replays on a fresh actor; the spy only has to exist (`save` is the app's).
    const { machine } = provided();
    const paths = getShortestPaths(machine, {
      events,
      // One vertex per transition, and the dirty flag is part of the state (pristine and dirty forms differ).
      serializeState: (state, event, previous) =>
        `${byTransition(state, event, previous)} dirty=${String(state.context.dirty)}`,
    });

    it.each(pathCases(paths))('reaches %s', (_, path) => {
      const fresh = provided();
      const { actor, taken } = replay(fresh.machine, undefined, eventsOf(path));
      const snapshot = actor.getSnapshot();
      // The app's save runs once per save that ended, and at no other time.
      const savesEnded = taken.filter((key) => key.startsWith('#formModal.saving --xstate.after')).length;
      expect(fresh.save).toHaveBeenCalledTimes(savesEnded);
      expect(snapshot.value).toEqual(path.state.value);
      expect(snapshot.context).toEqual(path.state.context);
      expect(selectIsFormOpen(snapshot)).toBe(snapshot.value !== 'closed');
      expect(selectIsSaving(snapshot)).toBe(snapshot.value === 'saving');
      if (snapshot.value === 'closed') expect(snapshot.context).toEqual(CLOSED);
      // Only a form with changes is ever asked about; only a saving form holds values.
      if (snapshot.value === 'confirmingDiscard') expect(snapshot.context.dirty).toBe(true);
      expect(snapshot.context.values).toEqual(snapshot.value === 'saving' ? VALUES : null);
      const events = eventsOf(path);
      const last = events[events.length - 1];
      if (last?.type === 'form.close' && snapshot.value === 'closed') {
        const before = replay(machine, undefined, events.slice(0, -1)).actor.getSnapshot();
        expect(before.context.dirty).toBe(false);
      }
    });

    it('cover every state and transition', () => {
      expect(coverage(machine, undefined, paths)).toEqual({ missingStates: [], missingTransitions: [] });
    });

    it('never enter a state only to leave it in the same step', () => {
      for (const path of paths) {
        const { entered } = replay(machine, undefined, eventsOf(path));
        // One state entered per event sent (and the initial one): no transient states.
        expect(entered.length).toBeLessThanOrEqual(eventsOf(path).length + 1);
      }
    });
  });
});
