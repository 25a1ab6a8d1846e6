import type { SnapshotFrom } from 'xstate';
import type { mobileMenuMachine } from './mobileMenu.machine';

export type MobileMenuSnapshot = SnapshotFrom<typeof mobileMenuMachine>;

export const selectIsMenuOpen = (snapshot: MobileMenuSnapshot): boolean => snapshot.matches('open');
