import type { SnapshotFrom } from 'xstate';
import type { FormMode, FormSaveParams, formModalMachine } from './formModal.machine';

export type FormModalSnapshot = SnapshotFrom<typeof formModalMachine>;

/** The dialog is shown while editing and while the app saves. */
export const selectIsFormOpen = (snapshot: FormModalSnapshot): boolean => !snapshot.matches('closed');

/** True while waiting for the app to save (or refuse) the submitted values. */
export const selectIsSubmitting = (snapshot: FormModalSnapshot): boolean => snapshot.matches('submitting');

/** 'edit' for the Edit form, 'new' for the Add form (and when closed). */
export const selectFormMode = (snapshot: FormModalSnapshot): FormMode =>
  snapshot.context.editingId === null ? 'new' : 'edit';

/** The record being edited, or `null`. */
export const selectEditingId = (snapshot: FormModalSnapshot): string | null => snapshot.context.editingId;

/** What the app saves: add (mode 'new') or update `editingId` (mode 'edit'). */
export const selectSaveParams = (snapshot: FormModalSnapshot): FormSaveParams => ({
  mode: selectFormMode(snapshot),
  editingId: selectEditingId(snapshot),
});
