/**
 * A detail dialog for one record (admin order and user details, spec section
 * 2): which id, if any, is shown. Local flow, run with `useActor`.
 */
import { assertEvent, assign, setup } from 'xstate';

export interface DetailModalContext {
  /** The record shown; `null` while closed. */
  id: string | null;
}

export type DetailModalEvent =
  /** A View / View Details button for record `id`. */
  | { type: 'detail.open'; id: string }
  /** The close button, Escape or the backdrop. */
  | { type: 'detail.close' };

export const detailModalMachine = setup({
  types: {
    context: {} as DetailModalContext,
    events: {} as DetailModalEvent,
  },
  actions: {
    showRecord: assign(({ event }) => {
      assertEvent(event, 'detail.open');
      return { id: event.id };
    }),
    forgetRecord: assign({ id: null }),
  },
}).createMachine({
  id: 'detailModal',
  description: 'Which record, if any, a detail dialog shows.',
  context: { id: null },
  initial: 'closed',
  states: {
    closed: {
      description: 'No dialog; `id` is null.',
      on: {
        'detail.open': { target: 'open', actions: 'showRecord' },
      },
    },
    open: {
      description: 'Dialog shows the record `id`; opening another record switches to it.',
      on: {
        'detail.open': { actions: 'showRecord' },
        'detail.close': { target: 'closed', actions: 'forgetRecord' },
      },
    },
  },
});
