/**
 * Toasts: short messages that confirm what just happened (a save, a delete, a status change) and may offer
 * one action for a few seconds (Undo). Each toast dismisses itself after `duration` ms through a timer
 * actor of its own; hovering or focusing the stack pauses every timer (`toasts.pause` / `toasts.resume`),
 * so a toast never vanishes while someone reads it or reaches for its button. At most `limit` toasts
 * show: a new one pushes the oldest out.
 *
 * The action itself is the app's: a toast carries a callback (`onAction`), which the view calls.
 */
import { assertEvent, assign, enqueueActions, sendParent, setup } from 'xstate';
import type { FeedbackTone } from '../domain/types';

export type ToastTone = FeedbackTone;

export interface ToastContent {
  tone: ToastTone;
  /** One sentence, e.g. "Via Milano Kitchen deleted with its 16 menu items." */
  message: string;
  /** The one action a toast may offer, e.g. "Undo"; `onAction` runs it, given the toast's id. */
  actionLabel?: string;
  onAction?: (toastId: string) => void;
}

export interface Toast extends ToastContent {
  /** `toast-N`, unique in the toaster's life. */
  id: string;
}

export interface ToasterContext {
  /** Oldest first. */
  toasts: Toast[];
  /** The number of the next toast's id. */
  nextNumber: number;
  /** The pointer or focus is on the stack: no toast expires. */
  paused: boolean;
  /** How long a toast shows, in ms (paused time not counted). */
  duration: number;
  /** How many toasts show at once. */
  limit: number;
}

export type ToasterEvent =
  | { type: 'toast.show'; toast: ToastContent }
  /** Replaces a toast's content in place (its timer starts over), e.g. "Deleted" → "Restored". */
  | { type: 'toast.update'; id: string; toast: ToastContent }
  | { type: 'toast.dismiss'; id: string }
  | { type: 'toasts.pause' }
  | { type: 'toasts.resume' };

export interface ToasterInput {
  duration?: number;
  limit?: number;
}

/** Six seconds: long enough to read a sentence and reach Undo; hover and focus pause it (WCAG 2.2.1). */
export const TOAST_DURATION = 6000;
export const TOAST_LIMIT = 3;

type TimerEvent = { type: 'timer.pause' } | { type: 'timer.resume' } | { type: 'timer.restart' };

/** One toast's clock: runs `duration` ms, then tells the toaster to dismiss the toast. */
export const toastTimerMachine = setup({
  types: {
    context: {} as { id: string; duration: number; startPaused: boolean },
    input: {} as { id: string; duration: number; startPaused: boolean },
    events: {} as TimerEvent,
  },
  delays: { duration: ({ context }) => context.duration },
}).createMachine({
  id: 'toastTimer',
  context: ({ input }) => input,
  initial: 'starting',
  states: {
    starting: {
      description: 'A toast shown while the stack is paused starts paused.',
      always: [{ guard: ({ context }) => context.startPaused, target: 'paused' }, { target: 'running' }],
    },
    running: {
      description: 'Counting down; a restart counts from the beginning again.',
      after: { duration: 'expired' },
      on: { 'timer.pause': 'paused', 'timer.restart': { target: 'running', reenter: true } },
    },
    paused: {
      description: 'The stack is hovered or focused: the toast waits; resuming counts the whole duration again.',
      on: { 'timer.resume': 'running', 'timer.restart': 'paused' },
    },
    expired: {
      type: 'final',
      entry: sendParent(({ context }) => ({ type: 'toast.dismiss' as const, id: context.id })),
    },
  },
});

export const toasterMachine = setup({
  types: {
    context: {} as ToasterContext,
    events: {} as ToasterEvent,
    input: {} as ToasterInput,
  },
  actors: { toastTimer: toastTimerMachine },
  actions: {
    /** Adds the toast with its timer; the oldest beyond the limit go (timers stopped). */
    addToast: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'toast.show');
      const id = `toast-${context.nextNumber}`;
      const toasts = [...context.toasts, { ...event.toast, id }];
      const dropped = toasts.slice(0, Math.max(0, toasts.length - context.limit));
      for (const old of dropped) enqueue.stopChild(old.id);
      enqueue.assign({ toasts: toasts.slice(dropped.length), nextNumber: context.nextNumber + 1 });
      enqueue.spawnChild('toastTimer', {
        id,
        input: { id, duration: context.duration, startPaused: context.paused },
      });
    }),
    updateToast: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'toast.update');
      enqueue.assign({
        toasts: context.toasts.map((toast) => (toast.id === event.id ? { ...event.toast, id: event.id } : toast)),
      });
      enqueue.sendTo(event.id, { type: 'timer.restart' });
    }),
    removeToast: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'toast.dismiss');
      enqueue.stopChild(event.id);
      enqueue.assign({ toasts: context.toasts.filter((toast) => toast.id !== event.id) });
    }),
    /** Tells every toast's timer to pause or resume. */
    tellTimers: enqueueActions(({ context, enqueue }, params: { type: 'timer.pause' | 'timer.resume' }) => {
      for (const toast of context.toasts) enqueue.sendTo(toast.id, params);
    }),
  },
  guards: {
    hasToast: ({ context, event }) => {
      assertEvent(event, ['toast.update', 'toast.dismiss']);
      return context.toasts.some((toast) => toast.id === event.id);
    },
  },
}).createMachine({
  id: 'toaster',
  description: 'A stack of at most `limit` toasts, each dismissed after `duration` ms unless the stack is paused.',
  context: ({ input }) => ({
    toasts: [],
    nextNumber: 1,
    paused: false,
    duration: input.duration ?? TOAST_DURATION,
    limit: input.limit ?? TOAST_LIMIT,
  }),
  on: {
    'toast.show': { actions: 'addToast' },
    'toast.update': { guard: 'hasToast', actions: 'updateToast' },
    'toast.dismiss': { guard: 'hasToast', actions: 'removeToast' },
  },
  initial: 'running',
  states: {
    running: {
      description: 'Timers count down.',
      on: {
        'toasts.pause': {
          target: 'paused',
          actions: [assign({ paused: true }), { type: 'tellTimers', params: { type: 'timer.pause' } }],
        },
      },
    },
    paused: {
      description: 'The pointer or keyboard focus is on the stack: no toast expires.',
      on: {
        'toasts.resume': {
          target: 'running',
          actions: [assign({ paused: false }), { type: 'tellTimers', params: { type: 'timer.resume' } }],
        },
      },
    },
  },
});
