import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { formModalMachine, type FormModalEvent } from './formModal.machine';
import { selectEditingId, selectFormMode, selectIsFormOpen, selectSubmitAttempt } from './formModal.selectors';
import { byTransition, coverage, eventsOf, pathCases, replay } from './testing/pathTesting';

function provided() {
  const spies = { save: vi.fn() };
  return { machine: formModalMachine.provide({ actions: spies }), spies };
}

describe('formModalMachine', () => {
  it('starts closed', () => {
    const form = createActor(formModalMachine).start();
    expect(form.getSnapshot().value).toBe('closed');
    expect(form.getSnapshot().context).toEqual({ mode: 'new', editingId: null, attempt: 0 });
  });

  it('opens empty for Add and for a record for Edit', () => {
    const form = createActor(formModalMachine).start();
    form.send({ type: 'form.openNew' });
    expect(selectIsFormOpen(form.getSnapshot())).toBe(true);
    expect(selectFormMode(form.getSnapshot())).toBe('new');
    expect(selectEditingId(form.getSnapshot())).toBeNull();
    form.send({ type: 'form.cancel' });

    form.send({ type: 'form.openEdit', id: 'restaurant-4' });
    expect(selectFormMode(form.getSnapshot())).toBe('edit');
    expect(selectEditingId(form.getSnapshot())).toBe('restaurant-4');
  });

  it('stays open and counts the attempt on an invalid submit', () => {
    const { machine, spies } = provided();
    const form = createActor(machine).start();
    form.send({ type: 'form.openNew' });
    form.send({ type: 'form.submit', valid: false });
    form.send({ type: 'form.submit', valid: false });
    expect(form.getSnapshot().value).toBe('editing');
    expect(selectSubmitAttempt(form.getSnapshot())).toBe(2);
    expect(spies.save).not.toHaveBeenCalled();
  });

  it('saves with the mode and id on a valid submit, then closes and resets', () => {
    const { machine, spies } = provided();
    const form = createActor(machine).start();
    form.send({ type: 'form.openEdit', id: 'restaurant-4' });
    form.send({ type: 'form.submit', valid: false });
    form.send({ type: 'form.submit', valid: true });
    expect(spies.save).toHaveBeenCalledOnce();
    expect(spies.save).toHaveBeenCalledWith(expect.anything(), { mode: 'edit', editingId: 'restaurant-4' });
    expect(form.getSnapshot().value).toBe('closed');
    expect(form.getSnapshot().context).toEqual({ mode: 'new', editingId: null, attempt: 0 });
  });

  it('closes without saving on cancel', () => {
    const { machine, spies } = provided();
    const form = createActor(machine).start();
    form.send({ type: 'form.openNew' });
    form.send({ type: 'form.submit', valid: false });
    form.send({ type: 'form.cancel' });
    expect(form.getSnapshot().value).toBe('closed');
    expect(form.getSnapshot().context.attempt).toBe(0);
    expect(spies.save).not.toHaveBeenCalled();
  });

  it('starts every opening at attempt 0', () => {
    const form = createActor(formModalMachine).start();
    form.send({ type: 'form.openNew' });
    form.send({ type: 'form.submit', valid: false });
    form.send({ type: 'form.cancel' });
    form.send({ type: 'form.openEdit', id: 'restaurant-1' });
    expect(selectSubmitAttempt(form.getSnapshot())).toBe(0);
  });

  it('resumes mid-edit from a snapshot', () => {
    const { machine, spies } = provided();
    const snapshot = machine.resolveState({
      value: 'editing',
      context: { mode: 'edit', editingId: 'restaurant-1-item-3', attempt: 2 },
    });
    const form = createActor(machine, { snapshot }).start();
    form.send({ type: 'form.submit', valid: false });
    expect(selectSubmitAttempt(form.getSnapshot())).toBe(3);
    form.send({ type: 'form.submit', valid: true });
    expect(spies.save).toHaveBeenCalledWith(expect.anything(), { mode: 'edit', editingId: 'restaurant-1-item-3' });
    expect(form.getSnapshot().value).toBe('closed');
  });

  describe('paths', () => {
    const events: FormModalEvent[] = [
      { type: 'form.openNew' },
      { type: 'form.openEdit', id: 'restaurant-4' },
      { type: 'form.submit', valid: false },
      { type: 'form.submit', valid: true },
      { type: 'form.cancel' },
    ];
    const paths = getShortestPaths(formModalMachine, { events, serializeState: byTransition });

    it.each(pathCases(paths))('reaches %s', (_, path) => {
      const { machine, spies } = provided();
      const { actor, entered } = replay(machine, undefined, eventsOf(path));
      const { value, context } = actor.getSnapshot();
      expect(value).toEqual(path.state.value);
      // `submitting` is transient: each pass through it is one save.
      expect(spies.save).toHaveBeenCalledTimes(entered.filter((id) => id === '#formModal.submitting').length);
      if (value === 'closed') expect(context).toEqual({ mode: 'new', editingId: null, attempt: 0 });
      else expect(context.editingId).toBe(context.mode === 'edit' ? 'restaurant-4' : null);
    });

    it('cover every state and transition', () => {
      expect(coverage(formModalMachine, undefined, paths)).toEqual({ missingStates: [], missingTransitions: [] });
    });
  });
});
