export { EmptyState, type EmptyStateAction, type EmptyStateProps } from './EmptyState';
export { useFocusOnRefill } from './useFocusOnRefill';
