/**
 * The admin Add/Edit modal form flow (Restaurants, Menu Items). The machine
 * models the flow only; field values live in the form component and the save
 * is done by the app, synchronously, before it reports `form.saved`.
 *
 * closed → open (for a new record, or for `editingId`) → confirmingDiscard.
 * A close request (Escape, the backdrop, Cancel, the close button, a
 * navigation) closes a pristine form at once; a form with changes asks
 * "Discard changes?" first. The mode is stored once: `editingId` (null = new).
 */
import { assertEvent, assign, setup } from 'xstate';

export type FormMode = 'new' | 'edit';

export interface FormModalContext {
  /** The record being edited; `null` when adding (or closed). */
  editingId: string | null;
  /** Whether the values differ from the ones the form opened with. */
  dirty: boolean;
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
  /** The form's values now differ (or no longer differ) from the ones it opened with. */
  | { type: 'form.changed'; dirty: boolean }
  /** The app saved valid values. */
  | { type: 'form.saved' }
  /** A request to close: Cancel, the close button, Escape, the backdrop or a navigation. */
  | { type: 'form.close' }
  /** "Keep editing" (or Escape) in the discard question. */
  | { type: 'discard.keep' }
  /** "Discard" in the discard question. */
  | { type: 'discard.confirm' };

const initialContext: FormModalContext = { editingId: null, dirty: false };

export const formModalMachine = setup({
  types: {
    context: {} as FormModalContext,
    events: {} as FormModalEvent,
  },
  actions: {
    startNew: assign({ editingId: null, dirty: false }),
    startEdit: assign(({ event }) => {
      assertEvent(event, 'form.openEdit');
      return { editingId: event.id, dirty: false };
    }),
    noteChange: assign(({ event }) => {
      assertEvent(event, 'form.changed');
      return { dirty: event.dirty };
    }),
    reset: assign(initialContext),
  },
  guards: {
    hasChanges: ({ context }) => context.dirty,
  },
}).createMachine({
  id: 'formModal',
  description:
    'Add/Edit modal form: open empty or for a record; a close request closes a pristine form and asks before discarding changes.',
  context: initialContext,
  initial: 'closed',
  states: {
    closed: {
      description: 'No dialog; `editingId` is null.',
      on: {
        'form.openNew': { target: 'open', actions: 'startNew' },
        'form.openEdit': { target: 'open', actions: 'startEdit' },
      },
    },
    open: {
      description:
        "The form: Add ('Add Restaurant') when `editingId` is null, else Edit for it, pre-filled. `dirty` follows the typing.",
      on: {
        'form.changed': { actions: 'noteChange' },
        'form.saved': { target: 'closed', actions: 'reset' },
        'form.close': [
          { guard: 'hasChanges', target: 'confirmingDiscard' },
          { target: 'closed', actions: 'reset' },
        ],
      },
    },
    confirmingDiscard: {
      description: 'The form stays behind an alert dialog asking "Discard changes?" (Keep editing / Discard).',
      on: {
        'discard.keep': { target: 'open' },
        'discard.confirm': { target: 'closed', actions: 'reset' },
      },
    },
  },
});
