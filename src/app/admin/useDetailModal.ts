import { useMachine } from '@xstate/react';
import { detailModalMachine, selectDetailId } from '../../machines';

/** A detail dialog (order, user): which id is shown, if any. */
export function useDetailModal() {
  const [state, send] = useMachine(detailModalMachine);
  return {
    id: selectDetailId(state),
    open: (id: string) => send({ type: 'detail.open', id }),
    close: () => send({ type: 'detail.close' }),
  };
}
