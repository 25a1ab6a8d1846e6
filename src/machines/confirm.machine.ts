/**
 * A yes/no confirmation for a destructive action on one record (admin delete:
 * 'Are you sure you want to delete this restaurant?').
 *
 * `onConfirmed` is declared here as a no-op and supplied by the app; it
 * receives `{ id }` as params. `confirmed` and `cancelled` are transient: they
 * pass straight on to `closed`, so they show up in the actions that run, not
 * in a resting snapshot.
 */
import { assertEvent, assign, setup } from 'xstate';
import { suppliedByApp } from './suppliedByApp';

export interface ConfirmContext {
  /** The record the question is about; `null` while closed. */
  targetId: string | null;
}

/** What `onConfirmed` receives. */
export interface ConfirmedParams {
  id: string;
}

export type ConfirmEvent =
  /** A delete button on record `id`. */
  | { type: 'confirm.ask'; id: string }
  /** The user agreed. */
  | { type: 'confirm.yes' }
  /** The user declined (Cancel, Escape, backdrop). */
  | { type: 'confirm.no' };

export const confirmMachine = setup({
  types: {
    context: {} as ConfirmContext,
    events: {} as ConfirmEvent,
  },
  actions: {
    rememberTarget: assign(({ event }) => {
      assertEvent(event, 'confirm.ask');
      return { targetId: event.id };
    }),
    forgetTarget: assign({ targetId: null }),
    /** Supplied by the app: performs the confirmed action on `id`. */
    onConfirmed: suppliedByApp<ConfirmedParams>('onConfirmed'),
  },
  guards: {
    hasTarget: ({ context }) => context.targetId !== null,
  },
}).createMachine({
  id: 'confirm',
  description: 'Ask before a destructive action on one record.',
  context: { targetId: null },
  initial: 'closed',
  states: {
    closed: {
      description: 'No question pending; `targetId` is null.',
      on: {
        'confirm.ask': { target: 'confirming', actions: 'rememberTarget' },
      },
    },
    confirming: {
      description: 'The question is shown for `targetId`.',
      on: {
        'confirm.yes': { guard: 'hasTarget', target: 'confirmed' },
        'confirm.no': { target: 'cancelled' },
      },
    },
    confirmed: {
      description: 'Transient: runs `onConfirmed` with the id, then closes.',
      entry: {
        type: 'onConfirmed',
        // `hasTarget` guarantees the id on the way in.
        params: ({ context }) => ({ id: context.targetId ?? '' }),
      },
      always: { target: 'closed', actions: 'forgetTarget' },
    },
    cancelled: {
      description: 'Transient: nothing happens; closes.',
      always: { target: 'closed', actions: 'forgetTarget' },
    },
  },
});
