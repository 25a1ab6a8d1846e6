import { Component, type ErrorInfo, type ReactNode } from 'react';

export type ErrorBoundaryProps = {
  /** What renders while nothing has failed. */
  children: ReactNode;
  /** What renders instead once a child failed to render (or to load): gets the error and a way to try again. */
  fallback: (error: unknown, retry: () => void) => ReactNode;
  /** Called once per caught error (e.g. to log it). */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** Called by `retry` before the children render again (e.g. to forget a failed lazy import). */
  onRetry?: () => void;
};

type ErrorBoundaryState = { error: unknown; failed: boolean };

/**
 * Contains a failure where it happens: a child that throws while rendering (a lazy page whose chunk
 * failed to download, a bug) is replaced by `fallback`, and everything outside the boundary (layout,
 * cart, data) keeps working. `retry` renders the children again.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null, failed: false });
  };

  render() {
    if (this.state.failed) return this.props.fallback(this.state.error, this.retry);
    return this.props.children;
  }
}
