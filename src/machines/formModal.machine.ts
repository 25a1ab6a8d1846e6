/**
 * The admin Add/Edit modal form flow (Restaurants, Menu Items). The machine
 * models the flow only; field values live in the form component, which
 * validates them and hands valid ones over with `form.submit`.
 *
 * closed → open (for a new record, or for `editingId`) → confirmingDiscard, or
 * open → saving → closed. A close request (Escape, the backdrop, Cancel, the
 * close button, a navigation) closes a pristine form at once; a form with
 * changes asks "Discard changes?" first. The mode is stored once: `editingId`
 * (null = new).
 *
 * `saving` is the save's round-trip: the dialog stays, its submit button busy,
 * for `SAVE_DELAY`; then the app's `save` runs (once) with the submitted values
 * and the dialog closes. Nothing closes or edits the form meanwhile.
 */
import { assertEvent, assign, setup } from 'xstate';
import { suppliedByApp } from './suppliedByApp';

export type FormMode = 'new' | 'edit';

/**
 * How long `saving` lasts (ms): the save's round-trip. The store is in memory and saves in no time, but a
 * dialog that vanished the instant it was pressed would leave the person unsure whether anything was saved,
 * and a second press (or Enter) could arrive before the first one took. For this long the submit button shows
 * its spinner, with its label kept, and every further submit or close request is ignored. Tests replace it
 * with `.provide({ delays: { SAVE_DELAY: 0 } })`.
 */
export const SAVE_DELAY = 400;

export interface FormModalContext {
  /** The record being edited; `null` when adding (or closed). */
  editingId: string | null;
  /** Whether the values differ from the ones the form opened with. */
  dirty: boolean;
  /** The valid values being saved (`saving`); `null` otherwise. Their type is the app's form's. */
  values: unknown;
}

/** What the app needs to save: add (mode 'new') or update `editingId` (mode 'edit'). */
export interface FormSaveParams {
  mode: FormMode;
  editingId: string | null;
}

/** What the app's `save` action receives: the submitted values, and where they go. */
export interface FormSaveActionParams extends FormSaveParams {
  values: unknown;
}

export type FormModalEvent =
  /** 'Add Restaurant' / 'Add Menu Item'. */
  | { type: 'form.openNew' }
  /** An edit button on the card of record `id`. */
  | { type: 'form.openEdit'; id: string }
  /** The form's values now differ (or no longer differ) from the ones it opened with. */
  | { type: 'form.changed'; dirty: boolean }
  /** The form's values passed its validation: save them. */
  | { type: 'form.submit'; values: unknown }
  /** A request to close: Cancel, the close button, Escape, the backdrop or a navigation. */
  | { type: 'form.close' }
  /** "Keep editing" (or Escape) in the discard question. */
  | { type: 'discard.keep' }
  /** "Discard" in the discard question. */
  | { type: 'discard.confirm' };

const initialContext: FormModalContext = { editingId: null, dirty: false, values: null };

export const formModalMachine = setup({
  types: {
    context: {} as FormModalContext,
    events: {} as FormModalEvent,
  },
  actions: {
    startNew: assign({ editingId: null, dirty: false, values: null }),
    startEdit: assign(({ event }) => {
      assertEvent(event, 'form.openEdit');
      return { editingId: event.id, dirty: false, values: null };
    }),
    noteChange: assign(({ event }) => {
      assertEvent(event, 'form.changed');
      return { dirty: event.dirty };
    }),
    keepValues: assign(({ event }) => {
      assertEvent(event, 'form.submit');
      return { values: event.values };
    }),
    reset: assign(initialContext),
    /** Supplied by the app: adds (mode 'new') or updates `editingId` (mode 'edit') with `values`. */
    save: suppliedByApp<FormSaveActionParams>('save'),
  },
  delays: { SAVE_DELAY },
  guards: {
    hasChanges: ({ context }) => context.dirty,
  },
}).createMachine({
  id: 'formModal',
  description:
    'Add/Edit modal form: open empty or for a record; a valid submit saves after a short busy moment; a close request closes a pristine form and asks before discarding changes.',
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
        'form.submit': { target: 'saving', actions: 'keepValues' },
        'form.close': [
          { guard: 'hasChanges', target: 'confirmingDiscard' },
          { target: 'closed', actions: 'reset' },
        ],
      },
    },
    saving: {
      description:
        'The submitted values are being saved: the submit button is busy; a second submit, typing and close requests are ignored. After `SAVE_DELAY` the app saves them (once) and the dialog closes.',
      after: {
        SAVE_DELAY: {
          target: 'closed',
          actions: [
            {
              type: 'save',
              params: ({ context }) => ({
                mode: context.editingId === null ? 'new' : 'edit',
                editingId: context.editingId,
                values: context.values,
              }),
            },
            'reset',
          ],
        },
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
