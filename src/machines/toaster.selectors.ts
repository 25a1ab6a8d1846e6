import type { SnapshotFrom } from 'xstate';
import type { toasterMachine, Toast } from './toaster.machine';

export type ToasterSnapshot = SnapshotFrom<typeof toasterMachine>;

/** The toasts showing, oldest first. */
export const selectToasts = (snapshot: ToasterSnapshot): Toast[] => snapshot.context.toasts;

/** Whether the stack is hovered or focused (no toast expires). */
export const selectToastsPaused = (snapshot: ToasterSnapshot): boolean => snapshot.matches('paused');
