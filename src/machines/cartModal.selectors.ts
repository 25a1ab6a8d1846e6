import type { SnapshotFrom } from 'xstate';
import type { cartModalMachine } from './cartModal.machine';

export type CartModalSnapshot = SnapshotFrom<typeof cartModalMachine>;

export const selectIsCartModalOpen = (snapshot: CartModalSnapshot): boolean => snapshot.matches('open');
