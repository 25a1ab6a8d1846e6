import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { formModalMachine, type FormModalEvent } from './formModal.machine';
import {
  selectEditingId,
  selectFormMode,
  selectIsFormOpen,
  selectIsSubmitting,
  selectSaveParams,
} from './formModal.selectors';
import { byTransition, coverage, eventsOf, pathCases, replay } from './testing/pathTesting';

describe('formModalMachine', () => {
  it('starts closed', () => {
    const form = createActor(formModalMachine).start();
    expect(form.getSnapshot().value).toBe('closed');
    expect(form.getSnapshot().context).toEqual({ editingId: null });
    expect(selectIsFormOpen(form.getSnapshot())).toBe(false);
  });

  it('opens the Add form in editingNew and the Edit form in editingExisting', () => {
    const form = createActor(formModalMachine).start();
    form.send({ type: 'form.openNew' });
    expect(form.getSnapshot().value).toBe('editingNew');
    expect(selectIsFormOpen(form.getSnapshot())).toBe(true);
    expect(selectFormMode(form.getSnapshot())).toBe('new');
    expect(selectEditingId(form.getSnapshot())).toBeNull();
    form.send({ type: 'form.cancel' });

    form.send({ type: 'form.openEdit', id: 'restaurant-4' });
    expect(form.getSnapshot().value).toBe('editingExisting');
    expect(selectFormMode(form.getSnapshot())).toBe('edit');
    expect(selectEditingId(form.getSnapshot())).toBe('restaurant-4');
  });

  it('waits in submitting, open, for the app to save', () => {
    const form = createActor(formModalMachine).start();
    form.send({ type: 'form.openEdit', id: 'restaurant-4' });
    form.send({ type: 'form.submit' });
    expect(selectIsSubmitting(form.getSnapshot())).toBe(true);
    expect(selectIsFormOpen(form.getSnapshot())).toBe(true);
    expect(selectSaveParams(form.getSnapshot())).toEqual({ mode: 'edit', editingId: 'restaurant-4' });
    form.send({ type: 'form.saved' });
    expect(form.getSnapshot().value).toBe('closed');
    expect(form.getSnapshot().context).toEqual({ editingId: null });
  });

  it('goes back to the form it came from when the values are refused', () => {
    const form = createActor(formModalMachine).start();
    form.send({ type: 'form.openNew' });
    form.send({ type: 'form.submit' });
    form.send({ type: 'form.invalid' });
    expect(form.getSnapshot().value).toBe('editingNew');
    expect(selectSaveParams(form.getSnapshot())).toEqual({ mode: 'new', editingId: null });
    form.send({ type: 'form.cancel' });

    form.send({ type: 'form.openEdit', id: 'restaurant-1-item-3' });
    form.send({ type: 'form.submit' });
    form.send({ type: 'form.invalid' });
    expect(form.getSnapshot().value).toBe('editingExisting');
    expect(selectEditingId(form.getSnapshot())).toBe('restaurant-1-item-3');
  });

  it('cancels from every open step, submitting included, and a late answer changes nothing', () => {
    for (const open of [{ type: 'form.openNew' }, { type: 'form.openEdit', id: 'restaurant-2' }] as const) {
      const editing = createActor(formModalMachine).start();
      editing.send(open);
      editing.send({ type: 'form.cancel' });
      expect(editing.getSnapshot().value).toBe('closed');

      const submitting = createActor(formModalMachine).start();
      submitting.send(open);
      submitting.send({ type: 'form.submit' });
      submitting.send({ type: 'form.cancel' });
      expect(submitting.getSnapshot().value).toBe('closed');
      expect(submitting.getSnapshot().context).toEqual({ editingId: null });
      submitting.send({ type: 'form.saved' });
      submitting.send({ type: 'form.invalid' });
      expect(submitting.getSnapshot().value).toBe('closed');
    }
  });

  it('ignores a second submit while submitting, and opening while open', () => {
    const form = createActor(formModalMachine).start();
    form.send({ type: 'form.openEdit', id: 'restaurant-4' });
    form.send({ type: 'form.openNew' });
    expect(form.getSnapshot().value).toBe('editingExisting');
    form.send({ type: 'form.submit' });
    form.send({ type: 'form.submit' });
    form.send({ type: 'form.openEdit', id: 'restaurant-9' });
    expect(form.getSnapshot().value).toBe('submitting');
    expect(selectEditingId(form.getSnapshot())).toBe('restaurant-4');
  });

  it('resumes mid-submit from a snapshot', () => {
    const snapshot = formModalMachine.resolveState({
      value: 'submitting',
      context: { editingId: 'restaurant-1-item-3' },
    });
    const form = createActor(formModalMachine, { snapshot }).start();
    form.send({ type: 'form.invalid' });
    expect(form.getSnapshot().value).toBe('editingExisting');
    form.send({ type: 'form.submit' });
    form.send({ type: 'form.saved' });
    expect(form.getSnapshot().value).toBe('closed');
  });

  describe('paths', () => {
    const events: FormModalEvent[] = [
      { type: 'form.openNew' },
      { type: 'form.openEdit', id: 'restaurant-4' },
      { type: 'form.submit' },
      { type: 'form.saved' },
      { type: 'form.invalid' },
      { type: 'form.cancel' },
    ];
    const paths = getShortestPaths(formModalMachine, { events, serializeState: byTransition });

    it.each(pathCases(paths))('reaches %s', (_, path) => {
      const { actor } = replay(formModalMachine, undefined, eventsOf(path));
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(path.state.value);
      expect(selectIsFormOpen(snapshot)).toBe(snapshot.value !== 'closed');
      if (snapshot.value === 'closed') expect(snapshot.context).toEqual({ editingId: null });
      if (snapshot.value === 'editingNew') expect(selectSaveParams(snapshot)).toEqual({ mode: 'new', editingId: null });
      if (snapshot.value === 'editingExisting') {
        expect(selectSaveParams(snapshot)).toEqual({ mode: 'edit', editingId: 'restaurant-4' });
      }
    });

    it('cover every state and transition', () => {
      expect(coverage(formModalMachine, undefined, paths)).toEqual({ missingStates: [], missingTransitions: [] });
    });
  });
});
