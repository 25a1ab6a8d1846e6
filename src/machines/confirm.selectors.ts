import type { SnapshotFrom } from 'xstate';
import type { confirmMachine } from './confirm.machine';

export type ConfirmSnapshot = SnapshotFrom<typeof confirmMachine>;

export const selectIsConfirming = (snapshot: ConfirmSnapshot): boolean => snapshot.matches('confirming');

/** The record being asked about, or `null`. */
export const selectConfirmTarget = (snapshot: ConfirmSnapshot): string | null => snapshot.context.targetId;
