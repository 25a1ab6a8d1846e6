/**
 * The admin Add/Edit modal form flow (Restaurants, Menu Items). The machine
 * models the flow only; field values live in the form component and the save
 * is done by the app.
 *
 * closed → editingNew | editingExisting → submitting → closed, and Cancel
 * (the Cancel button, the close button, Escape, the backdrop) closes the
 * dialog from every open step, `submitting` included. In `submitting` the
 * machine waits for the app's answer: `form.saved` closes the dialog,
 * `form.invalid` goes back to the editing step it came from.
 */
import { assertEvent, assign, setup } from 'xstate';

export type FormMode = 'new' | 'edit';

export interface FormModalContext {
  /** The record being edited; `null` when adding or closed. */
  editingId: string | null;
}

/** What the app needs to save: add (mode 'new') or update `editingId` (mode 'edit'). */
export interface FormSaveParams {
  mode: FormMode;
  editingId: string | null;
}

export type FormModalEvent =
  /** 'Add Restaurant' / 'Add Menu Item'. */
  | { type: 'form.openNew' }
  /** An edit button on the card of record `id`. */
  | { type: 'form.openEdit'; id: string }
  /** The form was submitted; the app now checks and saves the values. */
  | { type: 'form.submit' }
  /** The app saved the values. */
  | { type: 'form.saved' }
  /** The values were refused (validation failed): nothing was saved, the form stays open. */
  | { type: 'form.invalid' }
  /** Cancel, the close button, Escape or the backdrop. */
  | { type: 'form.cancel' };

const initialContext: FormModalContext = { editingId: null };

/** The open steps share Submit and Cancel. */
const editingTransitions = {
  'form.submit': { target: 'submitting' },
  'form.cancel': { target: 'closed', actions: 'reset' },
} as const;

export const formModalMachine = setup({
  types: {
    context: {} as FormModalContext,
    events: {} as FormModalEvent,
  },
  actions: {
    startNew: assign({ editingId: null }),
    startEdit: assign(({ event }) => {
      assertEvent(event, 'form.openEdit');
      return { editingId: event.id };
    }),
    reset: assign(initialContext),
  },
  guards: {
    isExisting: ({ context }) => context.editingId !== null,
  },
}).createMachine({
  id: 'formModal',
  description:
    'Add/Edit modal form: open empty or for a record, submit, wait for the save, close; Cancel from any open step.',
  context: initialContext,
  initial: 'closed',
  states: {
    closed: {
      description: 'No dialog; `editingId` is null.',
      on: {
        'form.openNew': { target: 'editingNew', actions: 'startNew' },
        'form.openEdit': { target: 'editingExisting', actions: 'startEdit' },
      },
    },
    editingNew: {
      description: "The Add form ('Add Restaurant' / 'Add Menu Item'), starting from the defaults.",
      on: editingTransitions,
    },
    editingExisting: {
      description: "The Edit form for `editingId`, pre-filled ('Update Restaurant' / 'Update Menu Item').",
      on: editingTransitions,
    },
    submitting: {
      description:
        'Submitted; waiting for the app: `form.saved` closes, `form.invalid` returns to the form it came from.',
      on: {
        'form.saved': { target: 'closed', actions: 'reset' },
        'form.invalid': [{ guard: 'isExisting', target: 'editingExisting' }, { target: 'editingNew' }],
        'form.cancel': { target: 'closed', actions: 'reset' },
      },
    },
  },
});
