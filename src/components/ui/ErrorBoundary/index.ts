export { ErrorBoundary, type ErrorBoundaryProps } from './ErrorBoundary';
export { ErrorPanel, type ErrorPanelProps } from './ErrorPanel';
