/**
 * The admin Add/Edit modal form flow (Restaurants, Menu Items). The machine
 * models the flow only; field values live in the form component.
 *
 * `save` is declared here as a no-op and supplied by the app. It receives
 * `{ mode, editingId }` as params; the form component reads its own values.
 * Saving is synchronous (the store is in memory), so `submitting` is
 * transient and the flow ends in `closed` within the same step.
 */
import { assertEvent, assign, setup } from 'xstate';
import { suppliedByApp } from './suppliedByApp';

export type FormMode = 'new' | 'edit';

export interface FormModalContext {
  /** 'new' for Add, 'edit' for Edit. */
  mode: FormMode;
  /** The record being edited; `null` when adding or closed. */
  editingId: string | null;
  /**
   * Failed submits since the form opened. The view watches it to move focus
   * to the first invalid field after each failed attempt.
   */
  attempt: number;
}

/** What `save` receives. */
export interface FormSaveParams {
  mode: FormMode;
  editingId: string | null;
}

export type FormModalEvent =
  /** 'Add Restaurant' / 'Add Menu Item'. */
  | { type: 'form.openNew' }
  /** An edit button on the card of record `id`. */
  | { type: 'form.openEdit'; id: string }
  /** The form was submitted; `valid` is the form's own validation result. */
  | { type: 'form.submit'; valid: boolean }
  /** Cancel, the close button, Escape or the backdrop. */
  | { type: 'form.cancel' };

const initialContext: FormModalContext = { mode: 'new', editingId: null, attempt: 0 };

export const formModalMachine = setup({
  types: {
    context: {} as FormModalContext,
    events: {} as FormModalEvent,
  },
  actions: {
    startNew: assign({ mode: 'new', editingId: null, attempt: 0 }),
    startEdit: assign(({ event }) => {
      assertEvent(event, 'form.openEdit');
      return { mode: 'edit' as const, editingId: event.id, attempt: 0 };
    }),
    countFailedAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    reset: assign(initialContext),
    /** Supplied by the app: add (mode 'new') or update `editingId` (mode 'edit'). */
    save: suppliedByApp<FormSaveParams>(),
  },
  guards: {
    isValid: ({ event }) => {
      assertEvent(event, 'form.submit');
      return event.valid;
    },
  },
}).createMachine({
  id: 'formModal',
  description: 'Add/Edit modal form: open, validate on submit, save, close.',
  context: initialContext,
  initial: 'closed',
  states: {
    closed: {
      description: 'No dialog.',
      on: {
        'form.openNew': { target: 'editing', actions: 'startNew' },
        'form.openEdit': { target: 'editing', actions: 'startEdit' },
      },
    },
    editing: {
      description: 'Dialog open with the form. An invalid submit stays here and bumps `attempt`; a valid one saves.',
      on: {
        'form.submit': [{ guard: 'isValid', target: 'submitting' }, { actions: 'countFailedAttempt' }],
        'form.cancel': { target: 'closed', actions: 'reset' },
      },
    },
    submitting: {
      description: 'Transient: runs `save` with the mode and id, then closes the dialog.',
      entry: {
        type: 'save',
        params: ({ context }) => ({ mode: context.mode, editingId: context.editingId }),
      },
      always: { target: 'closed', actions: 'reset' },
    },
  },
});
