import type { SnapshotFrom } from 'xstate';
import type { detailModalMachine } from './detailModal.machine';

export type DetailModalSnapshot = SnapshotFrom<typeof detailModalMachine>;

export const selectIsDetailOpen = (snapshot: DetailModalSnapshot): boolean => snapshot.matches('open');

/** The id shown, or `null` while closed. */
export const selectDetailId = (snapshot: DetailModalSnapshot): string | null => snapshot.context.id;
