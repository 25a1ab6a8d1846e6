/**
 * The admin screens' local modal flows, each an XState actor. Effects the machines cannot own
 * (saving a form, deleting after a confirmation) are supplied with `.provide`; they call the
 * latest callback the page rendered, so the machine itself is created once per page.
 */
import { useMachine } from '@xstate/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { confirmMachine, detailModalMachine, formModalMachine, type FormSaveParams } from '../../machines';

/** A ref that always holds the value of the last render (for callbacks run by machines). */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** The Add/Edit form dialog; `save` runs when a valid form is submitted. */
export function useFormModal(save: (params: FormSaveParams) => void) {
  const saveRef = useLatest(save);
  // The closure reads the ref only when the machine runs `save` (after a user event), never during render.
  // eslint-disable-next-line react-hooks/refs
  const [machine] = useState(() =>
    formModalMachine.provide({ actions: { save: (_, params) => saveRef.current(params) } }),
  );
  return useMachine(machine);
}

/** The delete confirmation; `onConfirmed` runs with the record's id when the user agrees. */
export function useConfirm(onConfirmed: (id: string) => void) {
  const confirmedRef = useLatest(onConfirmed);
  // The closure reads the ref only when the machine runs `onConfirmed` (after a user event), never during render.
  // eslint-disable-next-line react-hooks/refs
  const [machine] = useState(() =>
    confirmMachine.provide({ actions: { onConfirmed: (_, { id }) => confirmedRef.current(id) } }),
  );
  return useMachine(machine);
}

/** A detail dialog (order, user): which id is shown. */
export function useDetailModal() {
  return useMachine(detailModalMachine);
}
