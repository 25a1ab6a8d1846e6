/**
 * The admin screens' local modal flows, each an XState actor, behind small intent-named APIs.
 * Effects the machines cannot own (saving a form, deleting after a confirmation) are supplied
 * with `.provide`; they call the latest callback the page rendered, so each machine is created
 * once per page.
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
 * The Add/Edit form dialog. `save` runs with the submitted values when the form was valid:
 * the form validates, the machine records the attempt and decides.
 */
export function useFormModal<V>(save: (values: V, params: FormSaveParams) => void) {
  const saveRef = useLatest(save);
  const submitted = useRef<V | null>(null);
  // The closure reads the refs only when the machine runs `save` (after a user event), never during render.
  // eslint-disable-next-line react-hooks/refs
  const [machine] = useState(() =>
    formModalMachine.provide({
      actions: {
        save: (_, params) => {
          const values = submitted.current;
          submitted.current = null;
          if (values !== null) saveRef.current(values, params);
        },
      },
    }),
  );
  const [state, send] = useMachine(machine);
  return {
    isOpen: selectIsFormOpen(state),
    mode: selectFormMode(state),
    editingId: selectEditingId(state),
    openNew: () => send({ type: 'form.openNew' }),
    openEdit: (id: string) => send({ type: 'form.openEdit', id }),
    submit: (values: V) => {
      submitted.current = values;
      send({ type: 'form.submit', valid: true });
    },
    reject: () => send({ type: 'form.submit', valid: false }),
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
