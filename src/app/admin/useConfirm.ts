import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { confirmMachine, selectConfirmTarget, selectIsConfirming } from '../../machines';
import { useStableCallback } from '../../components/ui';
import { afterTransition } from './afterTransition';

/** The delete confirmation; `onConfirmed` runs with the record's id when the user agrees. */
export function useConfirm(onConfirmed: (id: string) => void) {
  // The machine is made once; it calls the page's latest `onConfirmed` (after a user event).
  const latestConfirmed = useStableCallback(onConfirmed);
  const [machine] = useState(() =>
    confirmMachine.provide({
      actions: { onConfirmed: (_, { id }) => afterTransition(() => latestConfirmed(id)) },
    }),
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
