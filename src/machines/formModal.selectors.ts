import type { SnapshotFrom } from 'xstate';
import type { FormMode, FormSaveParams, formModalMachine } from './formModal.machine';

export type FormModalSnapshot = SnapshotFrom<typeof formModalMachine>;

/** The form dialog is shown while open, while saving and while asking whether to discard its changes. */
export const selectIsFormOpen = (snapshot: FormModalSnapshot): boolean => !snapshot.matches('closed');

/** The "Discard changes?" question is shown over the form. */
export const selectIsConfirmingDiscard = (snapshot: FormModalSnapshot): boolean =>
  snapshot.matches('confirmingDiscard');

/** Valid values were submitted and are being saved: the submit button is busy, the dialog stays until saved. */
export const selectIsSaving = (snapshot: FormModalSnapshot): boolean => snapshot.matches('saving');

/** The open form holds changes (a close request would ask first). */
export const selectHasChanges = (snapshot: FormModalSnapshot): boolean =>
  selectIsFormOpen(snapshot) && snapshot.context.dirty;

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
