import type { SnapshotFrom } from 'xstate';
import type { FormMode, formModalMachine } from './formModal.machine';

export type FormModalSnapshot = SnapshotFrom<typeof formModalMachine>;

export const selectIsFormOpen = (snapshot: FormModalSnapshot): boolean => snapshot.matches('editing');

export const selectFormMode = (snapshot: FormModalSnapshot): FormMode => snapshot.context.mode;

/** The record being edited, or `null`. */
export const selectEditingId = (snapshot: FormModalSnapshot): string | null => snapshot.context.editingId;

/** Failed submits so far; a change means "focus the first invalid field". */
export const selectSubmitAttempt = (snapshot: FormModalSnapshot): number => snapshot.context.attempt;
