/**
 * The admin screens' local modal flows, each an XState actor, behind small intent-named APIs.
 * The delete the confirm machine cannot own is supplied with `.provide` and calls the latest
 * callback the page rendered, so that machine is created once per page. The form machine waits
 * in `submitting` for this hook's answer instead (`form.saved` / `form.invalid`).
 */
import { useMachine } from '@xstate/react';
import { useLayoutEffect, useRef, useState } from 'react';
import {
  confirmMachine,
  detailModalMachine,
  formModalMachine,
  selectConfirmTarget,
  selectDetailId,
  selectEditingId,
  selectFormMode,
  selectIsConfirming,
  selectIsFormOpen,
  selectIsSubmitting,
  selectSaveParams,
  type FormSaveParams,
} from '../../machines';

/** A ref that always holds the value of the last render (for callbacks run by machines). */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * The Add/Edit form dialog. The form validates what was typed; a submit moves the machine to
 * `submitting`, then this hook answers it: valid values are saved (`save`) and reported with
 * `form.saved` (the dialog closes), refused ones with `form.invalid` (back to the form, which
 * keeps the values, shows the messages and focuses the first bad field).
 */
export function useFormModal<V>(save: (values: V, params: FormSaveParams) => void) {
  const [state, send, actor] = useMachine(formModalMachine);
  return {
    isOpen: selectIsFormOpen(state),
    mode: selectFormMode(state),
    editingId: selectEditingId(state),
    openNew: () => send({ type: 'form.openNew' }),
    openEdit: (id: string) => send({ type: 'form.openEdit', id }),
    /** The form's `onSubmit`: the values passed its validation. */
    submit: (values: V) => {
      send({ type: 'form.submit' });
      const submitting = actor.getSnapshot();
      if (!selectIsSubmitting(submitting)) return;
      save(values, selectSaveParams(submitting));
      send({ type: 'form.saved' });
    },
    /** The form's `onInvalid`: the values failed its validation; nothing is saved. */
    reject: () => {
      send({ type: 'form.submit' });
      send({ type: 'form.invalid' });
    },
    cancel: () => send({ type: 'form.cancel' }),
  };
}

/** The delete confirmation; `onConfirmed` runs with the record's id when the user agrees. */
export function useConfirm(onConfirmed: (id: string) => void) {
  const confirmedRef = useLatest(onConfirmed);
  // The closure reads the ref only when the machine runs `onConfirmed` (after a user event), never during render.
  // eslint-disable-next-line react-hooks/refs
  const [machine] = useState(() =>
    confirmMachine.provide({ actions: { onConfirmed: (_, { id }) => confirmedRef.current(id) } }),
  );
  const [state, send] = useMachine(machine);
  return {
    isOpen: selectIsConfirming(state),
    targetId: selectConfirmTarget(state),
    ask: (id: string) => send({ type: 'confirm.ask', id }),
    confirm: () => send({ type: 'confirm.yes' }),
    cancel: () => send({ type: 'confirm.no' }),
  };
}

/** A detail dialog (order, user): which id is shown, if any. */
export function useDetailModal() {
  const [state, send] = useMachine(detailModalMachine);
  return {
    id: selectDetailId(state),
    open: (id: string) => send({ type: 'detail.open', id }),
    close: () => send({ type: 'detail.close' }),
  };
}
