import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import {
  formModalMachine,
  selectEditingId,
  selectFormMode,
  selectHasChanges,
  selectIsConfirmingDiscard,
  selectIsFormOpen,
  selectIsSaving,
  type FormSaveParams,
} from '../../machines';
import { useStableCallback } from '../../components/ui';
import { afterTransition } from './afterTransition';
import { useDiscardGuard } from './useDiscardGuard';

/*
 * The admin screens' local modal flows are each an XState actor behind a small intent-named hook (useFormModal,
 * useConfirm, useDetailModal). The delete and the save the machines cannot own are supplied with `.provide` and
 * call the latest callback the page rendered, so each machine is created once per page.
 */

/**
 * The Add/Edit form dialog. The form validates what was typed and reports whether it holds changes; valid
 * values are submitted (`form.submit`): the dialog stays for the save's round-trip (`saving`, its submit
 * button busy, close requests ignored), then the machine runs `save` with them, once, and the dialog closes.
 * A close request (the close button, Escape, the backdrop, Cancel, a Back or reload of the browser) closes a
 * pristine form at once and asks "Discard changes?" over one with changes; a navigation during the save
 * waits for it.
 */
export function useFormModal<V>(save: (values: V, params: FormSaveParams) => void) {
  // The machine is made once; it calls the page's latest `save` (when `saving` ends).
  const latestSave = useStableCallback(save);
  const [machine] = useState(() =>
    formModalMachine.provide({
      // The values are the ones `submit` below sent, so of type V.
      actions: { save: (_, { values, ...params }) => afterTransition(() => latestSave(values as V, params)) },
    }),
  );
  const [state, send, actor] = useMachine(machine);
  const saving = selectIsSaving(state);
  // A navigation held back while the discard question is asked; resumed if the changes are discarded.
  const heldNavigation = useRef<(() => void) | null>(null);
  // A navigation held back during a save; resumed once it is saved (the page would otherwise go, unsaved).
  const navigationAfterSave = useRef<(() => void) | null>(null);
  useDiscardGuard(selectHasChanges(state) || saving, actor, (resume) => {
    if (selectIsSaving(actor.getSnapshot())) {
      navigationAfterSave.current = resume;
      return;
    }
    heldNavigation.current = resume;
    send({ type: 'form.close' });
  });
  useEffect(() => {
    if (saving) return;
    const resume = navigationAfterSave.current;
    navigationAfterSave.current = null;
    resume?.();
  }, [saving]);
  return {
    isOpen: selectIsFormOpen(state),
    confirmingDiscard: selectIsConfirmingDiscard(state),
    /** The submitted values are being saved (the submit button is busy). */
    saving,
    mode: selectFormMode(state),
    editingId: selectEditingId(state),
    openNew: () => send({ type: 'form.openNew' }),
    openEdit: (id: string) => send({ type: 'form.openEdit', id }),
    /** The form's `onDirtyChange`. */
    changed: (dirty: boolean) => send({ type: 'form.changed', dirty }),
    /** The form's `onSubmit`: the values passed its validation (a second submit while saving is ignored). */
    submit: (values: V) => send({ type: 'form.submit', values }),
    /** Cancel, the close button, Escape, the backdrop. */
    close: () => {
      heldNavigation.current = null;
      send({ type: 'form.close' });
    },
    keepEditing: () => {
      heldNavigation.current = null;
      send({ type: 'discard.keep' });
    },
    discard: () => {
      const resume = heldNavigation.current;
      heldNavigation.current = null;
      send({ type: 'discard.confirm' });
      resume?.();
    },
  };
}
